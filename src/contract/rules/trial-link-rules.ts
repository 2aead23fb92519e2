/**
 * The free trial link rules the app and the server share (issue 25; docs/decisions/trials.md): a
 * creator gives 1 to 30 days free on one of their plans, to at most 1 to 10,000 fans, until a
 * moment at most 90 days ahead. Issue messages are rule codes (`TRIAL_LINK_RULE_ERROR`), like
 * tracking-link-rules.ts: the form shows its own message, the server answers the same one
 * (server/http/rule-messages.ts). The numbers alone, without zod, are trial-link-limits.ts.
 */
import { z } from 'zod/mini';
import { databaseId } from '../ids.ts';
import { text } from '../strings.ts';
import {
  TRIAL_CLAIMS_MAX,
  TRIAL_CLAIMS_MIN,
  TRIAL_CODE_PATTERN,
  TRIAL_DAYS_MAX,
  TRIAL_DAYS_MIN,
} from './trial-link-limits.ts';

export * from './trial-link-limits.ts';

export const TRIAL_LINK_RULE_ERROR = {
  plan: 'rule.trialLink.plan',
  days: 'rule.trialLink.days',
  claims: 'rule.trialLink.claims',
  expiry: 'rule.trialLink.expiry',
} as const;

/** An ISO 8601 moment with its offset (`Z` or `±hh:mm`), as `Date.prototype.toISOString` writes one. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A trial link's code as its path carries it. */
export const trialCodeSchema = text().check(z.regex(TRIAL_CODE_PATTERN));

/**
 * `user/createTrialLink`: the plan, the days free, the claims allowed, and when the link expires
 * (ISO 8601; the server refuses a moment past or more than TRIAL_EXPIRY_MAX_DAYS ahead, on its clock).
 */
export const trialLinkRequestSchema = z.object({
  plan_id: databaseId,
  days: z
    .int()
    .check(
      z.minimum(TRIAL_DAYS_MIN, TRIAL_LINK_RULE_ERROR.days),
      z.maximum(TRIAL_DAYS_MAX, TRIAL_LINK_RULE_ERROR.days),
    ),
  max_claims: z
    .int()
    .check(
      z.minimum(TRIAL_CLAIMS_MIN, TRIAL_LINK_RULE_ERROR.claims),
      z.maximum(TRIAL_CLAIMS_MAX, TRIAL_LINK_RULE_ERROR.claims),
    ),
  expires_at: text().check(
    z.refine((value) => ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value)), {
      message: TRIAL_LINK_RULE_ERROR.expiry,
    }),
  ),
});
export type TrialLinkRequest = z.infer<typeof trialLinkRequestSchema>;

/**
 * The creator's form: the same plan, days and claims, and the last day the link may be claimed
 * (a calendar date, YYYY-MM-DD, in the creator's own time zone); the app sends the end of that day
 * as `expires_at` (trialExpiryOf), and the server checks the range on its clock.
 */
export const trialLinkFormSchema = z.object({
  plan_id: z.int(TRIAL_LINK_RULE_ERROR.plan).check(z.positive(TRIAL_LINK_RULE_ERROR.plan)),
  // An empty or broken number field says the range too (the wire answers a wrong type generically).
  days: z
    .int(TRIAL_LINK_RULE_ERROR.days)
    .check(
      z.minimum(TRIAL_DAYS_MIN, TRIAL_LINK_RULE_ERROR.days),
      z.maximum(TRIAL_DAYS_MAX, TRIAL_LINK_RULE_ERROR.days),
    ),
  max_claims: z
    .int(TRIAL_LINK_RULE_ERROR.claims)
    .check(
      z.minimum(TRIAL_CLAIMS_MIN, TRIAL_LINK_RULE_ERROR.claims),
      z.maximum(TRIAL_CLAIMS_MAX, TRIAL_LINK_RULE_ERROR.claims),
    ),
  expires_on: text().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, TRIAL_LINK_RULE_ERROR.expiry)),
});
export type TrialLinkFormValues = z.input<typeof trialLinkFormSchema>;
