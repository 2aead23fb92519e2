/** Turns stored trial links into the wire shape (docs/decisions/trials.md). */
import type { TrialLink } from '../../../src/contract/entities-trials.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import type { trialLinks } from '../../db/schema.ts';

type LinkRow = typeof trialLinks.$inferSelect;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** What a link is at `now`: ended by its creator, past its expiry, every claim taken, or claimable. */
export function trialLinkState(row: LinkRow, now: Date): TrialLink['state'] {
  if (row.endedAt) return 'ended';
  if (row.expiresAt <= now) return 'expired';
  if (row.claims >= row.maxClaims) return 'full';
  return 'active';
}

export function toWireTrialLink(
  row: LinkRow,
  plan: { name: string; priceCents: number },
  now: Date,
): TrialLink {
  return {
    id: row.id,
    code: row.code,
    url_path: `/trial/${row.code}`,
    plan_id: row.planId,
    plan_name: plan.name,
    plan_price: centsToAmount(plan.priceCents),
    days: row.days,
    max_claims: row.maxClaims,
    claims: row.claims,
    expires_at: row.expiresAt.toISOString(),
    expires_ts: seconds(row.expiresAt),
    created_at: row.createdAt.toISOString(),
    state: trialLinkState(row, now),
  };
}
