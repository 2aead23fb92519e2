/** Free trial links (issue 25; docs/decisions/trials.md): a creator's links to N days free on a plan, and a fan's claim. */
import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { trialClaimSchema, trialLinkSchema, trialOfferSchema } from '../entities-trials.ts';
import { databaseId } from '../ids.ts';
import { trialCodeSchema, trialLinkRequestSchema } from '../rules/trial-link-rules.ts';

/** Makes a free trial link on one of the creator's own plans on sale. */
export const createTrialLinkCall = defineCall({
  path: 'user/createTrialLink',
  access: 'member',
  request: trialLinkRequestSchema,
  response: trialLinkSchema,
});

/** The creator's trial links, newest first, each with its claims and state. */
export const listTrialLinksCall = defineCall({
  path: 'user/getTrialLinkList',
  access: 'member',
  request: pageParamsSchema,
  response: pageOf(trialLinkSchema),
});

/** Ends one of the creator's own links early: it takes no more claims; trials already claimed run on. */
export const endTrialLinkCall = defineCall({
  path: 'user/endTrialLink',
  access: 'member',
  request: z.object({ id: databaseId }),
  response: trialLinkSchema,
});

/** A trial link as the viewer (a visitor or a member) would claim it: the creator, the plan, the dates and price. */
export const trialOfferCall = defineCall({
  path: 'app/trialLinkInfo',
  access: 'anyone',
  request: z.object({ code: trialCodeSchema }),
  response: trialOfferSchema,
});

/** Claims the link's trial: an active subscription on its plan for its days, renewing at the plan's price unless cancelled. */
export const claimTrialCall = defineCall({
  path: 'payment/claimTrial',
  access: 'member',
  request: z.object({ code: trialCodeSchema }),
  response: trialClaimSchema,
});
