/**
 * Leaks traced to the viewer (issue 26): reads the invisible mark of a leaked copy of an unlocked
 * image (server/media/watermark) and looks up the member it was served to and the post it belongs
 * to. One lookup for both doors: `npm run ops -- trace-leak FILE` (server/ops/trace-leak.ts) and
 * the console's `POST /ops-upload/trace-leak` (trace-leak.routes.ts), which also records the trace.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { posts, users } from '../../../db/schema.ts';
import type { FoundMark, Watermarker } from '../../../media/watermark/watermark.ts';

/** What a trace found: the mark and, when they still exist, the viewer's account and the post. */
export interface TracedLeak {
  mark: FoundMark;
  viewer: { username: string } | null;
  post: { title: string; authorId: number; authorUsername: string } | null;
}

/**
 * Reads a copy's mark and looks its viewer and post up; null when the copy has no mark. Throws
 * when the bytes are not an image the reader decodes (JPEG, PNG, WebP, GIF, AVIF, TIFF).
 */
export async function traceLeak(
  db: Database,
  watermarker: Watermarker,
  copy: Buffer,
): Promise<TracedLeak | null> {
  const mark = await watermarker.read(copy);
  if (!mark) return null;
  const [viewer] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, mark.viewerId));
  const [post] = await db
    .select({ title: posts.title, authorId: users.id, authorUsername: users.username })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(eq(posts.id, mark.postId));
  return { mark, viewer: viewer ?? null, post: post ?? null };
}
