/**
 * MSW handlers of a creator's tracking links (user/getTrackingLinkList, createTrackingLink,
 * deleteTrackingLink) and of a visit through one (app/trackingLinkVisit), one named handler per
 * data state from the typed factories. They keep no list: a link made or deleted does not change
 * what the list answers (the journey runs against the real server, tests/server/tracking-links).
 * `trackingLinkCallLog` records what was asked.
 *
 *   parameters: { msw: { handlers: { trackingLinks: trackingLinkListHandlers.empty } } }
 */
import { delay } from 'msw';
import {
  createTrackingLinkCall,
  deleteTrackingLinkCall,
  listTrackingLinksCall,
  trackingLinkVisitCall,
} from '../contract/calls/tracking-links.ts';
import type { TrackingLink } from '../contract/entities-tracking-links.ts';
import { TRACKING_LINKS_MAX } from '../contract/rules/tracking-link-rules.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { fixedPages, pageAnswer } from './fixed-pages.ts';
import {
  makeTrackingLink,
  makeTrackingLinks,
  makeTrackingLinksAtLimit,
  MOCK_TRACKING_USERNAME,
} from './factories-tracking-links.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** The server's refusals the mocks give, in its words. */
export const MOCK_TRACKING_LINK_ERRORS = {
  limit: 'You can have at most 50 tracking links. Delete one to make a new one.',
} as const;

/** What the handlers were asked: names created, ids deleted, codes visited. */
export const trackingLinkCallLog = {
  created: [] as string[],
  deleted: [] as number[],
  visited: [] as string[],
};

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

function listOf(links: readonly TrackingLink[]) {
  const pages = fixedPages(links);
  return callHandler(listTrackingLinksCall, ({ input }) =>
    sealedReply(listTrackingLinksCall, {
      ...pageAnswer(pages, input),
      total: links.length,
      max: TRACKING_LINKS_MAX,
    }),
  );
}

/** user/getTrackingLinkList */
export const trackingLinkListHandlers = {
  /** Three links, with figures and a new one at zero. */
  several: listOf(makeTrackingLinks()),
  empty: listOf([]),
  /** 50 links: the form says no more can be made. */
  atLimit: listOf(makeTrackingLinksAtLimit()),
  loading: callHandler(listTrackingLinksCall, never),
  error: callHandler(listTrackingLinksCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/createTrackingLink */
export const createTrackingLinkHandlers = {
  created: callHandler(createTrackingLinkCall, ({ input }) => {
    trackingLinkCallLog.created.push(input.name);
    return sealedReply(createTrackingLinkCall, makeTrackingLink({ id: 99, name: input.name }));
  }),
  limit: callHandler(createTrackingLinkCall, () => sealedError(MOCK_TRACKING_LINK_ERRORS.limit)),
};

/** user/deleteTrackingLink */
export const deleteTrackingLinkHandlers = {
  deleted: callHandler(deleteTrackingLinkCall, ({ input }) => {
    trackingLinkCallLog.deleted.push(input.id);
    return sealedReply(deleteTrackingLinkCall, {});
  }),
};

/** app/trackingLinkVisit */
export const trackingLinkVisitHandlers = {
  counted: callHandler(trackingLinkVisitCall, ({ input }) => {
    trackingLinkCallLog.visited.push(input.code);
    return sealedReply(trackingLinkVisitCall, { username: MOCK_TRACKING_USERNAME });
  }),
  unknown: callHandler(trackingLinkVisitCall, () => sealedError('This link is no longer valid.')),
};

/** Every tracking link call answered as a creator with three links sees it. */
export const trackingLinkHandlers = {
  trackingLinks: trackingLinkListHandlers.several,
  createTrackingLink: createTrackingLinkHandlers.created,
  deleteTrackingLink: deleteTrackingLinkHandlers.deleted,
};
