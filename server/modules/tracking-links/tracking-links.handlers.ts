import {
  createTrackingLinkCall,
  deleteTrackingLinkCall,
  listTrackingLinksCall,
  trackingLinkVisitCall,
} from '../../../src/contract/calls/tracking-links.ts';
import { TRACKING_LINKS_MAX } from '../../../src/contract/rules/tracking-link-rules.ts';
import { pagedAnswer } from '../../core/paging.ts';
import { handle, signedInUserId } from '../../http/call-context.ts';
import { createTrackingLink, deleteTrackingLink, listTrackingLinks } from './tracking-links.service.ts';
import { recordTrackingVisit } from './tracking-visits.service.ts';

/** user/createTrackingLink, getTrackingLinkList, deleteTrackingLink; app/trackingLinkVisit. */
export const trackingLinkHandlers = [
  handle(createTrackingLinkCall, (ctx, input) => createTrackingLink(ctx, signedInUserId(ctx), input.name)),
  handle(listTrackingLinksCall, async (ctx, input) =>
    pagedAnswer(input, {
      ...(await listTrackingLinks(ctx, signedInUserId(ctx), input)),
      max: TRACKING_LINKS_MAX,
    }),
  ),
  handle(deleteTrackingLinkCall, async (ctx, input) => {
    await deleteTrackingLink(ctx, signedInUserId(ctx), input.id);
    return {};
  }),
  handle(trackingLinkVisitCall, (ctx, input) => recordTrackingVisit(ctx, input.code)),
];
