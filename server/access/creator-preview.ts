/**
 * A creator previewing their own page (spec §2 mine/profile-prvw) is answered as someone else
 * would be: as a visitor (signed out), or as a subscriber of every plan of theirs (signed out,
 * holding those plans: post-access.ts). The page's calls take `preview` (src/contract/creator-
 * preview.ts); it changes nothing on anyone else's page, so no one can borrow another's view.
 * The media URLs stay bound to the creator's own media pass, which opens all of their files.
 */
import { eq } from 'drizzle-orm';
import type { CreatorPreview } from '../../src/contract/creator-preview.ts';
import type { Viewer } from '../core/viewer.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** The page a call names: by public id, or by account name in any letter case. */
export interface PageOwner {
  uuid?: string | undefined;
  username?: string | undefined;
}

/**
 * `ctx` with the viewer a preview asks for, when the call names the caller's own page; `ctx` as
 * it is otherwise (no preview, a visitor, someone else's page).
 */
export async function withCreatorPreview<C extends { db: Database; viewer: Viewer }>(
  ctx: C,
  page: PageOwner,
  preview: CreatorPreview | undefined,
): Promise<C> {
  const userId = ctx.viewer.userId;
  if (preview === undefined || userId === undefined) return ctx;
  const [self] = await ctx.db
    .select({ uuid: users.uuid, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!self) return ctx;
  const own =
    page.uuid !== undefined
      ? page.uuid.toLowerCase() === self.uuid
      : page.username?.toLowerCase() === self.username.toLowerCase();
  if (!own) return ctx;
  const viewer: Viewer = {
    key: ctx.viewer.key,
    guestId: ctx.viewer.guestId,
    previewSubscriberOf: preview === 'subscriber' ? userId : undefined,
  };
  return { ...ctx, viewer };
}
