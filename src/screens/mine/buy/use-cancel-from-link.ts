import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { subscriptionActionsOf } from '../../../components/molecules/subscription-row/subscription-row.logic.ts';
import type { UserSubscription } from '../../../contract/entities-social.ts';

/** The subscription a one-tap cancel link names (`?cancel=<id>`), or 0 for none. */
export function cancelIdOf(search: string): number {
  const id = Number(new URLSearchParams(search).get('cancel'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** Where the list the link searches stands: whether it has loaded, and a next page to ask. */
export interface CancelLinkList {
  loaded: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The one-tap cancel of a renewal or trial notice (issue 26; the link in its notification and
 * mail): the subscription is looked for in the loaded rows, and page after page of the list until
 * it is found or the list ends (a fan of many creators may hold it on the third page); once found,
 * its cancel opens at once, so the fan only confirms. The link is used once: it leaves the
 * address, so Back or a reload asks nothing. One already cancelled, ended or not found opens
 * nothing: the list shows how it stands.
 */
export function useCancelFromLink(
  rows: readonly UserSubscription[],
  list: CancelLinkList,
  cancel: (row: UserSubscription) => void,
) {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const wanted = cancelIdOf(search);
  const handled = useRef(0);
  const { loaded, hasMore, loadingMore, loadMore } = list;
  useEffect(() => {
    if (wanted === 0 || handled.current === wanted || !loaded) return;
    const row = rows.find((subscription) => subscription.id === wanted);
    if (!row && hasMore) {
      if (!loadingMore) loadMore();
      return;
    }
    handled.current = wanted;
    navigate(`${pathname}?t=subscriptions`, { replace: true });
    if (row && subscriptionActionsOf(row.status).includes('cancel')) cancel(row);
  }, [wanted, rows, loaded, hasMore, loadingMore, loadMore, cancel, navigate, pathname]);
}
