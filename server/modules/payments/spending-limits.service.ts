/**
 * The fan's spending limits page (issue 26: `payment/getSpendingLimits`, `setSpendingLimit`,
 * `removeSpendingLimit`): setting, changing and removing their monthly caps, and this month's
 * spending against each. The rule that refuses a charge is spending-caps.service.ts's.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { SetSpendingLimitRequest } from '../../../src/contract/calls/spending-limits.ts';
import { AUTH_STATUS } from '../../../src/contract/enums.ts';
import type { SpendingLimits } from '../../../src/contract/entities-spending.ts';
import { amountToCents, centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Database } from '../../db/client.ts';
import { spendingCaps, userSubscriptions, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { spendingMonthOf, spentInMonth } from './spending-caps.service.ts';

export type SpendingLimitsContext = Pick<CallContext, 'db' | 'now' | 'media'>;

/** The creator a cap is for: null for `aff` 0 (overall); else an approved creator other than the fan. */
async function capCreatorOf(db: Database, fanId: number, aff: number): Promise<number | null> {
  if (aff === 0) return null;
  const [creator] = await db
    .select({ id: users.id, authStatus: users.authStatus })
    .from(users)
    .where(eq(users.aff, aff));
  if (!creator || creator.id === fanId || creator.authStatus !== AUTH_STATUS.creator)
    throw new ServiceError('server.spending.creatorNotFound');
  return creator.id;
}

const scopeOf = (fanId: number, creatorId: number | null) =>
  and(
    eq(spendingCaps.userId, fanId),
    creatorId === null ? isNull(spendingCaps.creatorId) : eq(spendingCaps.creatorId, creatorId),
  );

/** The fan's caps and this month's spending, overall and per creator they spend with. */
export async function spendingLimits(ctx: SpendingLimitsContext, fanId: number): Promise<SpendingLimits> {
  const now = ctx.now();
  const month = spendingMonthOf(now);
  const caps = await ctx.db
    .select({ creatorId: spendingCaps.creatorId, amountCents: spendingCaps.amountCents })
    .from(spendingCaps)
    .where(eq(spendingCaps.userId, fanId));
  const spent = await spentInMonth(ctx.db, fanId, month);
  const subscribed = await ctx.db
    .select({ creatorId: userSubscriptions.creatorId })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, fanId), gt(userSubscriptions.expireAt, now)));
  const capOf = new Map(caps.map((cap) => [cap.creatorId, cap.amountCents]));
  const creatorIds = new Set<number>([
    ...caps.flatMap((cap) => (cap.creatorId === null ? [] : [cap.creatorId])),
    ...spent.byCreator.keys(),
    ...subscribed.map((row) => row.creatorId),
  ]);
  const creators =
    creatorIds.size === 0
      ? []
      : await ctx.db
          .select({
            id: users.id,
            aff: users.aff,
            uuid: users.uuid,
            username: users.username,
            nickname: users.nickname,
            thumb: users.thumb,
          })
          .from(users)
          .where(inArray(users.id, [...creatorIds]));
  const cap = (cents: number | undefined) => (cents === undefined ? null : centsToAmount(cents));
  return {
    overall: { cap: cap(capOf.get(null)), spent: centsToAmount(spent.overall) },
    creators: creators
      .map((creator) => ({
        aff: creator.aff,
        uuid: creator.uuid,
        username: creator.username,
        nickname: creator.nickname,
        thumb: ctx.media.publicUrl(creator.thumb),
        cap: cap(capOf.get(creator.id)),
        spent: centsToAmount(spent.byCreator.get(creator.id) ?? 0),
      }))
      .sort((a, b) => b.spent - a.spent || a.username.localeCompare(b.username)),
    resets_at: month.resetsAt.toISOString(),
    resets_ts: Math.floor(month.resetsAt.getTime() / 1000),
  };
}

/**
 * Sets the fan's cap, overall (`aff` 0) or for one creator; a cap below this month's spending is
 * allowed and simply refuses what comes next. Answers the limits as they now stand.
 */
export async function setSpendingLimit(
  ctx: SpendingLimitsContext,
  fanId: number,
  input: SetSpendingLimitRequest,
): Promise<SpendingLimits> {
  const creatorId = await capCreatorOf(ctx.db, fanId, input.aff);
  const now = ctx.now();
  const amountCents = amountToCents(input.amount);
  await ctx.db
    .insert(spendingCaps)
    .values({ userId: fanId, creatorId, amountCents, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [spendingCaps.userId, spendingCaps.creatorId],
      set: { amountCents, updatedAt: now },
    });
  return spendingLimits(ctx, fanId);
}

/** Removes the fan's cap, overall (`aff` 0) or for one creator. Answers the limits as they now stand. */
export async function removeSpendingLimit(
  ctx: SpendingLimitsContext,
  fanId: number,
  aff: number,
): Promise<SpendingLimits> {
  const creatorId = await capCreatorOf(ctx.db, fanId, aff);
  await ctx.db.delete(spendingCaps).where(scopeOf(fanId, creatorId));
  return spendingLimits(ctx, fanId);
}
