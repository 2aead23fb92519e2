/**
 * Arrivals through a tracking link (docs/decisions/tracking-links.md): a visit of the creator page
 * with `?t=CODE` counts once per visitor and link in TRACKING_VISIT_REPEAT, and records a signed-in
 * member's attribution to the link (the latest link to a creator wins from then on); a sign-up
 * with the code records the new member's attribution as a sign-up.
 */
import { eq, sql } from 'drizzle-orm';
import type { RateLimitKey } from '../../auth/rate-limits.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Database } from '../../db/client.ts';
import { trackingAttributions, trackingLinks, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';

export type TrackingVisitContext = Pick<CallContext, 'db' | 'now' | 'viewer' | 'limits' | 'clientAddress'>;

async function linkOfCode(db: Database, code: string) {
  const [link] = await db
    .select({ id: trackingLinks.id, creatorId: trackingLinks.creatorId, username: users.username })
    .from(trackingLinks)
    .innerJoin(users, eq(users.id, trackingLinks.creatorId))
    .where(eq(trackingLinks.code, code));
  return link;
}

/** Whether this visit is the visitor's first through the link in the repeat window (a reload is not). */
async function isFirstVisitLately(ctx: TrackingVisitContext, linkId: number): Promise<boolean> {
  const { viewer } = ctx;
  const visitor =
    viewer.userId !== undefined
      ? `u${viewer.userId}`
      : viewer.guestId
        ? `g${viewer.guestId}`
        : `a${ctx.clientAddress}`;
  const key: RateLimitKey = ['trackingVisitRepeat', `${linkId}:${visitor}`];
  try {
    await ctx.limits.consume(key);
    return true;
  } catch (error) {
    if (error instanceof ServiceError) return false;
    throw error;
  }
}

/**
 * Counts a visit through the link of `code` and, for a signed-in member other than the creator,
 * records their arrival. Answers the creator's username; an unknown code is refused.
 */
export async function recordTrackingVisit(
  ctx: TrackingVisitContext,
  code: string,
): Promise<{ username: string }> {
  await ctx.limits.consume(['trackingVisitPerAddress', ctx.clientAddress]);
  const link = await linkOfCode(ctx.db, code);
  if (!link) throw new ServiceError('server.trackingLink.unknownCode');
  const fanId = ctx.viewer.userId;
  // The creator opening their own link (to try it) is neither a visit nor a fan.
  if (fanId === link.creatorId) return { username: link.username };
  if (!(await isFirstVisitLately(ctx, link.id))) return { username: link.username };
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(trackingLinks)
      .set({ visits: sql`${trackingLinks.visits} + 1` })
      .where(eq(trackingLinks.id, link.id));
    if (fanId !== undefined)
      await tx
        .insert(trackingAttributions)
        .values({ fanId, creatorId: link.creatorId, linkId: link.id, attributedAt: ctx.now() });
  });
  return { username: link.username };
}

/**
 * Credits the link of `code` with a new account's sign-up. A code that names no link (deleted,
 * mistyped, stale) is ignored: it is never a reason to refuse a sign-up.
 */
export async function attributeSignUp(
  db: Database,
  signUp: { fanId: number; code: string | undefined; at: Date },
): Promise<void> {
  if (!signUp.code) return;
  const link = await linkOfCode(db, signUp.code);
  if (!link) return;
  await db.insert(trackingAttributions).values({
    fanId: signUp.fanId,
    creatorId: link.creatorId,
    linkId: link.id,
    signUp: true,
    attributedAt: signUp.at,
  });
}
