import type { trackingLinkVisitCall } from '../contract/calls/tracking-links.ts';
import { callApi } from './client.ts';

/** Tells the server the creator page was opened through a tracking link (`?t=`); answers whose page it is. */
export function visitTrackingLink(code: string) {
  return callApi<typeof trackingLinkVisitCall>('app/trackingLinkVisit', { code });
}
