/** Offers on plans (issue 25; docs/decisions/offers.md): a creator puts a percentage off one of their plans, and ends it. */
import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { planOfferSchema } from '../entities-social.ts';
import { databaseId } from '../ids.ts';
import { OFFER_SCOPES } from '../rules/offer-rules.ts';
import { unixSeconds } from '../unix-time.ts';

/**
 * Puts an offer on one of the creator's own plans: `percent` off (5 to 90, leaving at least the
 * minimum plan price), for the first period or every period, until `ends_ts` (after now, at most
 * 90 days on). One running offer per plan: end it before making another. Answers the offer as the
 * plan's `offer` field shows it.
 */
export const setPlanOfferCall = defineCall({
  path: 'subscription/setOffer',
  access: 'member',
  request: z.object({
    /** The plan's id. */
    subscription_id: databaseId,
    percent: z.number().check(z.int()),
    scope: z.enum(OFFER_SCOPES),
    /** When the offer ends, Unix seconds. */
    ends_ts: unixSeconds,
  }),
  response: planOfferSchema,
});

/** Ends the running offer of one of the creator's plans now; subscriptions begun under it keep what they were sold. */
export const endPlanOfferCall = defineCall({
  path: 'subscription/endOffer',
  access: 'member',
  request: z.object({ subscription_id: databaseId }),
  response: z.object({}),
});
