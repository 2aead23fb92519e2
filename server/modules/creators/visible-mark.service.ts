/**
 * A creator's visible mark (issue 26: `user/getVisibleMark`, `user/setVisibleMark`), and the mark a
 * viewer's copy of their image carries (the media routes ask through `visibleMarkFor`, wired in
 * app.ts). The drawing is server/media/watermark/visible.ts's.
 */
import { eq } from 'drizzle-orm';
import {
  DEFAULT_VISIBLE_MARK,
  VISIBLE_MARK_PLACEMENTS,
  visibleMarkText,
  type VisibleMark,
  type VisibleMarkPlacement,
  type VisibleMarkSetting,
} from '../../../src/contract/visible-mark.ts';
import type { Database } from '../../db/client.ts';
import type { VisibleMarkDrawing } from '../../media/watermark/visible.ts';
import { creatorVisibleMarks, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { requireCreator } from '../accounts/creator-lock.ts';

const CREATORS_ONLY = 'server.visibleMark.creatorsOnly';

export type VisibleMarkContext = Pick<CallContext, 'db' | 'config'>;

/** The host the mark names: the deployment's public address without scheme or port. */
export function siteOf(publicUrl: string): string {
  return new URL(publicUrl).hostname;
}

const placementOf = (stored: string): VisibleMarkPlacement =>
  (VISIBLE_MARK_PLACEMENTS as readonly string[]).includes(stored)
    ? (stored as VisibleMarkPlacement)
    : DEFAULT_VISIBLE_MARK.placement;

async function settingOf(db: Database, userId: number): Promise<VisibleMarkSetting> {
  const [row] = await db
    .select({
      enabled: creatorVisibleMarks.enabled,
      placement: creatorVisibleMarks.placement,
      opacity: creatorVisibleMarks.opacity,
    })
    .from(creatorVisibleMarks)
    .where(eq(creatorVisibleMarks.userId, userId));
  return row ? { ...row, placement: placementOf(row.placement) } : DEFAULT_VISIBLE_MARK;
}

/** The creator's setting (off until they choose). */
export async function getVisibleMark(ctx: VisibleMarkContext, userId: number): Promise<VisibleMark> {
  await requireCreator(ctx.db, userId, CREATORS_ONLY);
  return { ...(await settingOf(ctx.db, userId)), site: siteOf(ctx.config.publicUrl) };
}

/** Stores the creator's setting; copies made under the previous one are not served again. */
export async function setVisibleMark(
  ctx: VisibleMarkContext,
  userId: number,
  setting: VisibleMarkSetting,
): Promise<VisibleMark> {
  await requireCreator(ctx.db, userId, CREATORS_ONLY);
  const values = { enabled: setting.enabled, placement: setting.placement, opacity: setting.opacity };
  await ctx.db
    .insert(creatorVisibleMarks)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: creatorVisibleMarks.userId, set: { ...values, updatedAt: new Date() } });
  return { ...values, site: siteOf(ctx.config.publicUrl) };
}

/**
 * The visible mark `viewerId`'s copies of `authorId`'s images show: asked on every serve (one read by primary
 * keys), so a changed setting or username is never answered from an older copy.
 */
export async function visibleMarkFor(
  db: Database,
  site: string,
  authorId: number,
  viewerId: number,
): Promise<VisibleMarkDrawing | null> {
  const [row] = await db
    .select({
      username: users.username,
      enabled: creatorVisibleMarks.enabled,
      placement: creatorVisibleMarks.placement,
      opacity: creatorVisibleMarks.opacity,
    })
    .from(users)
    .leftJoin(creatorVisibleMarks, eq(creatorVisibleMarks.userId, authorId))
    .where(eq(users.id, viewerId));
  if (!row?.enabled || row.placement === null || row.opacity === null) return null;
  return {
    text: visibleMarkText(row.username, site),
    placement: placementOf(row.placement),
    opacity: row.opacity,
  };
}
