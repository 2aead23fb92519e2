import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { visitTrackingLink } from '../../api/visit-tracking-link.ts';
import { TRACKING_CODE_PARAM } from '../../contract/rules/tracking-link-limits.ts';
import { storeTrackingCode } from '../../state/tracking-code.ts';

/**
 * The creator page opened through a tracking link (`?t=CODE`, docs/decisions/tracking-links.md):
 * tells the server once per page (a visit, and a signed-in member's arrival), and keeps the code
 * for a sign-up within 30 days. An unknown code (a deleted link) or a failure changes nothing the
 * visitor sees: the page opens as usual. A creator previewing their own page sends nothing.
 */
export function useTrackingLinkVisit(enabled: boolean): void {
  const code = new URLSearchParams(useSearch()).get(TRACKING_CODE_PARAM);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || !code || sent.current === code) return;
    sent.current = code;
    visitTrackingLink(code).then(
      () => storeTrackingCode(code),
      () => undefined,
    );
  }, [enabled, code]);
}
