import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { subscriptionActionsOf } from '../../../components/molecules/subscription-row/subscription-row.logic.ts';
import type { UserSubscription } from '../../../contract/entities-social.ts';

/** The subscription a one-tap cancel link names (`?cancel=<id>`), or 0 for none. */
export function cancelIdOf(search: string): number {
  const id = Number(new URLSearchParams(search).get('cancel'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * The one-tap cancel of a renewal or trial notice (issue 26; the link in its notification and
 * mail): once the subscription is among the loaded rows, its cancel opens at once, so the fan
 * only confirms. The link is used once: it leaves the address, so Back or a reload asks nothing.
 * One already cancelled (or ended) opens nothing: the list shows how it stands.
 */
export function useCancelFromLink(
  rows: readonly UserSubscription[],
  cancel: (row: UserSubscription) => void,
) {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const wanted = cancelIdOf(search);
  const handled = useRef(0);
  useEffect(() => {
    if (wanted === 0 || handled.current === wanted) return;
    const row = rows.find((subscription) => subscription.id === wanted);
    if (!row) return;
    handled.current = wanted;
    navigate(`${pathname}?t=subscriptions`, { replace: true });
    if (subscriptionActionsOf(row.status).includes('cancel')) cancel(row);
  }, [wanted, rows, cancel, navigate, pathname]);
}
