import {
  claimTrialCall,
  createTrialLinkCall,
  endTrialLinkCall,
  listTrialLinksCall,
  trialOfferCall,
} from '../../../src/contract/calls/trials.ts';
import { pagedAnswer } from '../../core/paging.ts';
import { handle, signedInUserId } from '../../http/call-context.ts';
import { claimTrial, trialOffer } from './trial-claims.service.ts';
import { createTrialLink, endTrialLink, listTrialLinks } from './trial-links.service.ts';

/** user/createTrialLink, getTrialLinkList, endTrialLink; app/trialLinkInfo; payment/claimTrial. */
export const trialHandlers = [
  handle(createTrialLinkCall, (ctx, input) => createTrialLink(ctx, signedInUserId(ctx), input)),
  handle(listTrialLinksCall, async (ctx, input) =>
    pagedAnswer(input, { list: await listTrialLinks(ctx, signedInUserId(ctx), input) }),
  ),
  handle(endTrialLinkCall, (ctx, input) => endTrialLink(ctx, signedInUserId(ctx), input.id)),
  handle(trialOfferCall, (ctx, input) => trialOffer(ctx, ctx.viewer.userId, input.code)),
  handle(claimTrialCall, (ctx, input) => claimTrial(ctx, signedInUserId(ctx), input.code)),
];
