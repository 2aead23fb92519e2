/**
 * The free trial link numbers without zod (issue 25; docs/decisions/trials.md), for the claim
 * screen, whose chunk must not carry the contract's schemas (trial-link-rules.ts re-exports these).
 */

/** Days free a link gives: 1 to 30 (the numbers). */
export const TRIAL_DAYS_MIN = 1;
export const TRIAL_DAYS_MAX = 30;
/** How many fans one link may take: 1 to 10,000. */
export const TRIAL_CLAIMS_MIN = 1;
export const TRIAL_CLAIMS_MAX = 10_000;
/** A link expires at most this many days after it is made. */
export const TRIAL_EXPIRY_MAX_DAYS = 90;
/** The fan is told of the first charge this many days before it. */
export const TRIAL_NOTICE_DAYS = 3;
/** Random bytes of a link's code: 9 bytes are 12 base64url characters, 72 bits. */
export const TRIAL_CODE_BYTES = 9;
/** A code as links carry it. */
export const TRIAL_CODE_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;

/**
 * Why a trial cannot be claimed, as `app/trialLinkInfo` answers it before the claim (`null`: it
 * can); `payment/claimTrial` refuses with the same reasons as translated messages.
 */
export const TRIAL_REFUSALS = [
  'expired',
  'ended',
  'full',
  'plan_off',
  'self',
  'blocked',
  'claimed',
  'subscribed',
] as const;
export type TrialRefusal = (typeof TRIAL_REFUSALS)[number];
