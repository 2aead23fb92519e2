/**
 * What each tracking link brought (docs/decisions/tracking-links.md), for a page of links in one
 * query: sign-ups are attributions made by a sign-up; an order of a fan to the link's creator
 * belongs to the fan's latest attribution to that creator before it was paid, and counts when it
 * was paid within TRACKING_ATTRIBUTION_DAYS of that attribution. Revenue is the provider_cash lines
 * of those orders in the ledger (the gross of the payment, minus it again on a refund or
 * chargeback); subscriptions count new subscription orders still paid (renewals are not new).
 */
import { and, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TRACKING_ATTRIBUTION_DAYS } from '../../../src/contract/rules/tracking-link-rules.ts';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, orders, trackingAttributions } from '../../db/schema.ts';

export interface TrackingLinkFigures {
  signUps: number;
  subscriptions: number;
  revenueCents: number;
}

const NO_FIGURES: TrackingLinkFigures = { signUps: 0, subscriptions: 0, revenueCents: 0 };
const later = alias(trackingAttributions, 'later_attribution');
const attribution = trackingAttributions;

/** The figures of each link of `linkIds`, by link id (a link with none answers zeros). */
export async function figuresOfLinks(
  db: Database,
  linkIds: readonly number[],
): Promise<(linkId: number) => TrackingLinkFigures> {
  if (linkIds.length === 0) return () => NO_FIGURES;
  const supersededBefore = (paidAt: typeof orders.paidAt) =>
    db
      .select({ one: sql`1` })
      .from(later)
      .where(
        and(
          eq(later.fanId, attribution.fanId),
          eq(later.creatorId, attribution.creatorId),
          sql`${later.attributedAt} > ${attribution.attributedAt}`,
          sql`${later.attributedAt} <= ${paidAt}`,
        ),
      );
  const rows = await db
    .select({
      linkId: attribution.linkId,
      signUps: sql<number>`count(distinct ${attribution.id}) filter (where ${attribution.signUp})`.mapWith(
        Number,
      ),
      subscriptions:
        sql<number>`count(distinct ${orders.id}) filter (where ${orders.kind} = 'subscription' and ${orders.status} = 'paid')`.mapWith(
          Number,
        ),
      revenueCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number),
    })
    .from(attribution)
    .leftJoin(
      orders,
      and(
        eq(orders.buyerId, attribution.fanId),
        eq(orders.creatorId, attribution.creatorId),
        gte(orders.paidAt, attribution.attributedAt),
        lt(
          orders.paidAt,
          sql`${attribution.attributedAt} + make_interval(days => ${TRACKING_ATTRIBUTION_DAYS}::int)`,
        ),
        notExists(supersededBefore(orders.paidAt)),
      ),
    )
    .leftJoin(
      ledgerEntries,
      // LEDGER_ACCOUNT.providerCash (ledger sits above this module): the gross, negated by a reversal.
      and(eq(ledgerEntries.orderId, orders.id), eq(ledgerEntries.account, 'provider_cash')),
    )
    .where(inArray(attribution.linkId, [...linkIds]))
    .groupBy(attribution.linkId);
  const byLink = new Map(rows.map((row) => [row.linkId, row]));
  return (linkId) => byLink.get(linkId) ?? NO_FIGURES;
}
