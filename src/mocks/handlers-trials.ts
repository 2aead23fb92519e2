/**
 * MSW handlers of free trial links (docs/decisions/trials.md): a creator's list
 * (user/getTrialLinkList, createTrialLink, endTrialLink) and a fan's claim (app/trialLinkInfo,
 * payment/claimTrial), one named handler per data state from the typed factories. They keep no
 * state: the rules are the server's (tests/server/trials.test.ts). `trialCallLog` records what
 * was asked.
 *
 *   parameters: { msw: { handlers: { trialOffer: trialOfferHandlers.claimed } } }
 */
import { delay } from 'msw';
import {
  claimTrialCall,
  createTrialLinkCall,
  endTrialLinkCall,
  listTrialLinksCall,
  trialOfferCall,
} from '../contract/calls/trials.ts';
import type { TrialLink } from '../contract/entities-trials.ts';
import type { TrialLinkRequest } from '../contract/rules/trial-link-rules.ts';
import type { TrialRefusal } from '../contract/rules/trial-link-limits.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { fixedPages, pageAnswer } from './fixed-pages.ts';
import { makeTrialClaim, makeTrialLink, makeTrialLinks, makeTrialOffer } from './factories-trials.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';
import { planListHandlers } from './handlers-plans.ts';

/** The server's refusals the mocks give, in its words. */
export const MOCK_TRIAL_ERRORS = {
  expiryRange: 'The link must expire in the future, at most 90 days from now.',
  notFound: 'This free trial link does not exist.',
  claimedAlready: 'You have already claimed a free trial from this creator.',
} as const;

/** What the handlers were asked: links created, ids ended, codes claimed. */
export const trialCallLog = {
  created: [] as TrialLinkRequest[],
  ended: [] as number[],
  claimed: [] as string[],
};

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

function listOf(links: readonly TrialLink[]) {
  const pages = fixedPages(links);
  return callHandler(listTrialLinksCall, ({ input }) =>
    sealedReply(listTrialLinksCall, pageAnswer(pages, input)),
  );
}

/** user/getTrialLinkList */
export const trialLinkListHandlers = {
  /** Four links: active, full, ended, expired. */
  several: listOf(makeTrialLinks()),
  empty: listOf([]),
  loading: callHandler(listTrialLinksCall, never),
  error: callHandler(listTrialLinksCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/createTrialLink */
export const createTrialLinkHandlers = {
  created: callHandler(createTrialLinkCall, ({ input }) => {
    trialCallLog.created.push(input);
    return sealedReply(
      createTrialLinkCall,
      makeTrialLink({ id: 99, days: input.days, max_claims: input.max_claims }),
    );
  }),
  expiryRange: callHandler(createTrialLinkCall, () => sealedError(MOCK_TRIAL_ERRORS.expiryRange)),
};

/** user/endTrialLink */
export const endTrialLinkHandlers = {
  ended: callHandler(endTrialLinkCall, ({ input }) => {
    trialCallLog.ended.push(input.id);
    return sealedReply(endTrialLinkCall, makeTrialLink({ id: input.id, state: 'ended' }));
  }),
};

const refused = (refusal: TrialRefusal) =>
  callHandler(trialOfferCall, () => sealedReply(trialOfferCall, makeTrialOffer({ refusal })));

/** app/trialLinkInfo */
export const trialOfferHandlers = {
  /** Claimable: 7 days free of "Inner circle", then $9.99 every 30 days. */
  ready: callHandler(trialOfferCall, () => sealedReply(trialOfferCall, makeTrialOffer())),
  expired: refused('expired'),
  ended: refused('ended'),
  full: refused('full'),
  planOff: refused('plan_off'),
  self: refused('self'),
  blocked: refused('blocked'),
  claimed: refused('claimed'),
  subscribed: refused('subscribed'),
  loading: callHandler(trialOfferCall, never),
  notFound: callHandler(trialOfferCall, () => sealedError(MOCK_TRIAL_ERRORS.notFound)),
  error: callHandler(trialOfferCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** payment/claimTrial */
export const claimTrialHandlers = {
  claimed: callHandler(claimTrialCall, ({ input }) => {
    trialCallLog.claimed.push(input.code);
    return sealedReply(claimTrialCall, makeTrialClaim());
  }),
  /** Refused at the claim (another tab claimed first). */
  claimedAlready: callHandler(claimTrialCall, () => sealedError(MOCK_TRIAL_ERRORS.claimedAlready)),
};

/** Every creator-side trial call answered as a creator with four links and three plans sees it. */
export const trialLinkHandlers = {
  trialLinks: trialLinkListHandlers.several,
  createTrialLink: createTrialLinkHandlers.created,
  endTrialLink: endTrialLinkHandlers.ended,
  plans: planListHandlers.default,
};

/** The claim screen's calls: a claimable link, claimed when asked. */
export const trialClaimHandlers = {
  trialOffer: trialOfferHandlers.ready,
  claimTrial: claimTrialHandlers.claimed,
};
