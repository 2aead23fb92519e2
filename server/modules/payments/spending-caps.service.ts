/**
 * A fan's monthly spending caps (issue 26; docs/decisions/spending-caps.md): an overall cap and
 * any number of caps per creator. The one rule every charge asks (orders.service.ts for
 * subscriptions, posts, tips and paid messages; renewals.service.ts for renewals): a charge that
 * would take the month's spending past a cap is refused before the provider is asked.
 *
 * What counts: every order of the fan that is paid or still pending (a checkout or card charge in
 * flight holds its room until it ends), by the moment it was paid (or made, while pending). Failed,
 * expired, cancelled, refunded and disputed orders count nothing: a refund gives the room back.
 * The month is the calendar month in UTC; it resets at 00:00 UTC on the 1st.
 */
import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { resolveLocale } from '../../../src/i18n/locale-resolution.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { orders, spendingCaps, users } from '../../db/schema.ts';
import { intlTagOf } from '../../i18n/messages.ts';
import { priceText } from '../../i18n/price.ts';
import { ServiceError } from '../../core/service-error.ts';

/** Orders that take room under a cap. */
const COUNTED_STATUSES = ['pending', 'paid'];

export interface SpendingMonth {
  start: Date;
  /** The first moment of the next month: when the month's spending starts again from 0. */
  resetsAt: Date;
}

/** The calendar month (UTC) `now` is in. */
export function spendingMonthOf(now: Date): SpendingMonth {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), resetsAt: new Date(Date.UTC(year, month + 1, 1)) };
}

/** When an order counts: paid, the moment it was paid; pending, the moment it was made. */
const countedAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;

/**
 * What the fan has spent in `month`, in cents: overall, and by creator (creators they paid
 * nothing this month are absent).
 */
export async function spentInMonth(
  db: Database | Transaction,
  fanId: number,
  month: SpendingMonth,
): Promise<{ overall: number; byCreator: Map<number, number> }> {
  const rows = await db
    .select({ creatorId: orders.creatorId, cents: sql<string>`sum(${orders.amountCents})` })
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, fanId),
        inArray(orders.status, COUNTED_STATUSES),
        gte(countedAt, month.start),
        lt(countedAt, month.resetsAt),
      ),
    )
    .groupBy(orders.creatorId);
  const byCreator = new Map<number, number>();
  let overall = 0;
  for (const row of rows) {
    const cents = Number(row.cents);
    overall += cents;
    if (row.creatorId !== null) byCreator.set(row.creatorId, cents);
  }
  return { overall, byCreator };
}

/** A charge a cap refuses: which cap, its amount and what was spent before the charge. */
export interface CapRefusal {
  creatorId: number | null;
  capCents: number;
  spentCents: number;
  resetsAt: Date;
}

export interface Charge {
  fanId: number;
  /** The creator the money goes to; null when their account is gone. */
  creatorId: number | null;
  amountCents: number;
  now: Date;
}

/**
 * The cap `charge` would pass, or null when it fits every cap. Call it inside the transaction
 * that writes the charge's order: it locks the fan's account row first, so two charges of one fan
 * are checked one after the other and never both fit in the same room.
 */
export async function capPassedBy(tx: Transaction, charge: Charge): Promise<CapRefusal | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, charge.fanId)).for('update');
  const caps = await tx
    .select({ creatorId: spendingCaps.creatorId, amountCents: spendingCaps.amountCents })
    .from(spendingCaps)
    .where(
      and(
        eq(spendingCaps.userId, charge.fanId),
        charge.creatorId === null
          ? isNull(spendingCaps.creatorId)
          : or(isNull(spendingCaps.creatorId), eq(spendingCaps.creatorId, charge.creatorId)),
      ),
    );
  if (caps.length === 0) return null;
  const month = spendingMonthOf(charge.now);
  const spent = await spentInMonth(tx, charge.fanId, month);
  // The creator's own cap first: it names the creator, the more precise reason.
  const ordered = [...caps].sort((a, b) => (a.creatorId === null ? 1 : 0) - (b.creatorId === null ? 1 : 0));
  for (const cap of ordered) {
    const spentCents = cap.creatorId === null ? spent.overall : (spent.byCreator.get(cap.creatorId) ?? 0);
    if (spentCents + charge.amountCents > cap.amountCents)
      return { creatorId: cap.creatorId, capCents: cap.amountCents, spentCents, resetsAt: month.resetsAt };
  }
  return null;
}

/** The day a month resets, as the fan reads it: a date in their language, in UTC (the month's own zone). */
export function resetDateText(locale: string, resetsAt: Date): string {
  return new Intl.DateTimeFormat(intlTagOf(resolveLocale(locale)), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(resetsAt);
}

/** The refusal of a payment a cap stops, in the fan's language: the cap, what is left and the reset date. */
export async function capRefusalError(
  db: Database | Transaction,
  locale: string,
  refusal: CapRefusal,
): Promise<ServiceError> {
  const values = {
    cap: priceText(locale, centsToAmount(refusal.capCents)),
    left: priceText(locale, centsToAmount(Math.max(0, refusal.capCents - refusal.spentCents))),
    date: resetDateText(locale, refusal.resetsAt),
  };
  // What the app shows beside `msg`: which cap, and a way to the page that raises it.
  const data = {
    refusal: 'spending_cap',
    cap: centsToAmount(refusal.capCents),
    resets_at: refusal.resetsAt.toISOString(),
  };
  if (refusal.creatorId === null)
    return new ServiceError('server.spending.overallCapReached', values, 0, { ...data, aff: 0 });
  const [creator] = await db
    .select({ nickname: users.nickname, username: users.username, aff: users.aff })
    .from(users)
    .where(eq(users.id, refusal.creatorId));
  return new ServiceError(
    'server.spending.creatorCapReached',
    { ...values, creator: creator?.nickname || creator?.username || '' },
    0,
    { ...data, aff: creator?.aff ?? 0 },
  );
}

/** Refuses a charge a cap stops (the order calls): throws the fan's refusal; else nothing. */
export async function refuseChargeOverCap(tx: Transaction, locale: string, charge: Charge): Promise<void> {
  const refusal = await capPassedBy(tx, charge);
  if (refusal) throw await capRefusalError(tx, locale, refusal);
}
