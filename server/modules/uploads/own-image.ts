/** An image a member uploaded, found for another domain that attaches it (a profile picture). */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import type { MediaStorage } from '../../media/storage.ts';

interface Variant {
  width: number;
  format: string;
  key: string;
}

/**
 * The bytes of the largest JPEG size of the member's own finished image upload `publicId` (its
 * original when no size was made), or null when they have no such upload.
 */
export async function ownImageBytes(
  deps: { db: Database; storage: MediaStorage },
  userId: number,
  publicId: string,
): Promise<Buffer | null> {
  const [upload] = await deps.db
    .select({ originalKey: uploads.originalKey, variants: uploads.variants })
    .from(uploads)
    .where(
      and(
        eq(uploads.publicId, publicId),
        eq(uploads.userId, userId),
        eq(uploads.kind, 'image'),
        eq(uploads.status, 'ready'),
      ),
    )
    .limit(1);
  if (!upload) return null;
  const largest = (upload.variants as Variant[])
    .filter((variant) => variant.format === 'jpeg')
    .sort((a, b) => b.width - a.width)[0];
  const stored = await deps.storage.open(largest?.key ?? upload.originalKey);
  if (!stored) return null;
  return Buffer.concat(await stored.stream.toArray());
}
