/**
 * Free trial links as the wire carries them (issue 25; docs/decisions/trials.md): the creator's
 * view of a link (its plan, days, claims and state) and a fan's view of one before claiming.
 */
import { z } from 'zod/mini';
import { databaseId } from './ids.ts';
import { text } from './strings.ts';
import { TRIAL_REFUSALS } from './rules/trial-link-limits.ts';

const count = z.int().check(z.nonnegative());

/** active: claimable; ended: the creator ended it; expired: its time passed; full: every claim taken. */
export const TRIAL_LINK_STATES = ['active', 'ended', 'expired', 'full'] as const;

export const trialLinkSchema = z.object({
  id: databaseId,
  /** What the link's path carries: URL-safe, unique. */
  code: text(),
  /** The claim page without origin and language: `/trial/{code}`. */
  url_path: text(),
  plan_id: databaseId,
  plan_name: text(),
  /** The plan's price now, currency units: what the subscription renews at after the trial. */
  plan_price: z.number().check(z.nonnegative()),
  days: z.int().check(z.positive()),
  max_claims: z.int().check(z.positive()),
  claims: count,
  /** When it stops taking claims, ISO 8601 UTC and Unix seconds. */
  expires_at: text(),
  expires_ts: count,
  created_at: text(),
  state: z.enum(TRIAL_LINK_STATES),
});
export type TrialLink = z.infer<typeof trialLinkSchema>;

/** A trial link as a fan (or a visitor) opening it sees it. */
export const trialOfferSchema = z.object({
  code: text(),
  days: z.int().check(z.positive()),
  creator: z.object({
    uuid: text(),
    aff: z.int(),
    username: text(),
    nickname: text(),
    /** Avatar URL, '' when none. */
    thumb: text(),
  }),
  plan: z.object({
    id: databaseId,
    name: text(),
    content: text(),
    /** What it renews at after the trial, currency units per period. */
    price: z.number().check(z.nonnegative()),
    expire_days: z.int().check(z.positive()),
  }),
  /** When the trial would end if claimed now (the first charge), ISO 8601 UTC and Unix seconds. */
  trial_ends_at: text(),
  trial_ends_ts: count,
  /** Why the viewer cannot claim it, or null when they can (a visitor: only the link's own reasons). */
  refusal: z.nullable(z.enum(TRIAL_REFUSALS)),
});
export type TrialOffer = z.infer<typeof trialOfferSchema>;

/** A claimed trial: the subscription it made and when it first renews, at what price. */
export const trialClaimSchema = z.object({
  /** The subscription's id, as `payment/cancelSubscription` names it. */
  user_subscription_id: databaseId,
  plan_id: databaseId,
  plan_name: text(),
  trial_ends_at: text(),
  trial_ends_ts: count,
  renew_price: z.number().check(z.nonnegative()),
  expire_days: z.int().check(z.positive()),
});
export type TrialClaim = z.infer<typeof trialClaimSchema>;
