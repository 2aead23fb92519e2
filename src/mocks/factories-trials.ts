/** Typed factories of free trial links (entities-trials.ts): a creator's links and a fan's view of one. */
import type { TrialClaim, TrialLink, TrialOffer } from '../contract/entities-trials.ts';

/** The mocks' creator, whose plan the links give. */
export const MOCK_TRIAL_USERNAME = 'maraquinn';
/** The code the claim screen's stories open. */
export const MOCK_TRIAL_CODE = 'trialCode0001';

/** 15 March 2026, 12:00 UTC: the newest link was made then. */
const NEWEST_TS = 1_773_576_000;
const DAY = 86_400;

const iso = (ts: number) => new Date(ts * 1000).toISOString();

export function makeTrialLink(overrides: Partial<TrialLink> = {}): TrialLink {
  const id = overrides.id ?? 1;
  const code = overrides.code ?? `trialCode${String(id).padStart(4, '0')}`;
  const created = NEWEST_TS - id * DAY;
  const expires = overrides.expires_ts ?? created + 30 * DAY;
  return {
    id,
    code,
    url_path: `/trial/${code}`,
    plan_id: 1,
    plan_name: 'Inner circle',
    plan_price: 9.99,
    days: 7,
    max_claims: 100,
    claims: 0,
    expires_at: iso(expires),
    expires_ts: expires,
    created_at: iso(created),
    state: 'active',
    ...overrides,
  };
}

/** Four links newest first: active and busy, full, ended, expired. */
export function makeTrialLinks(): TrialLink[] {
  return [
    makeTrialLink({ id: 1, days: 7, claims: 37, max_claims: 100 }),
    makeTrialLink({
      id: 2,
      days: 30,
      plan_name: 'VIP',
      plan_price: 29,
      claims: 10,
      max_claims: 10,
      state: 'full',
    }),
    makeTrialLink({ id: 3, days: 3, claims: 4, max_claims: 500, state: 'ended' }),
    makeTrialLink({
      id: 4,
      days: 14,
      claims: 120,
      max_claims: 1000,
      expires_ts: NEWEST_TS - 2 * DAY,
      state: 'expired',
    }),
  ];
}

/** A fan's view of the link: 7 days free of "Inner circle" ($9.99 every 30 days), claimable. */
export function makeTrialOffer(overrides: Partial<TrialOffer> = {}): TrialOffer {
  const ends = NEWEST_TS + 7 * DAY;
  return {
    code: MOCK_TRIAL_CODE,
    days: 7,
    creator: { uuid: 'u-mara', aff: 1001, username: MOCK_TRIAL_USERNAME, nickname: 'Mara Quinn', thumb: '' },
    plan: {
      id: 1,
      name: 'Inner circle',
      content: 'Every post, early access to new sets and a monthly live Q&A.',
      price: 9.99,
      expire_days: 30,
    },
    trial_ends_at: iso(ends),
    trial_ends_ts: ends,
    refusal: null,
    ...overrides,
  };
}

/** The claim as the server answers it for makeTrialOffer. */
export function makeTrialClaim(overrides: Partial<TrialClaim> = {}): TrialClaim {
  const offer = makeTrialOffer();
  return {
    user_subscription_id: 501,
    plan_id: offer.plan.id,
    plan_name: offer.plan.name,
    trial_ends_at: offer.trial_ends_at,
    trial_ends_ts: offer.trial_ends_ts,
    renew_price: offer.plan.price,
    expire_days: offer.plan.expire_days,
    ...overrides,
  };
}
