import type { QueryClient } from '@tanstack/react-query';
import { newCreatorsQueryOptions } from '../../api/get-new-creators.ts';
import { postListQueryOptions } from '../../api/get-post-list.ts';
import type { Locale } from '../../i18n/locale-resolution.ts';
import { FEED_FILTER, feedTabOf } from './feed-tab.ts';

/**
 * Starts home's two calls (the feed's first page of the tab in the address, and the newest
 * creators in the page's language) into the query cache, under the keys the screen reads. Run by
 * the route as its chunks arrive: the first feed picture, home's largest paint, otherwise waited
 * for the screen's first render before its call even started (issue 8, Lighthouse).
 */
export function prefetchHome(queryClient: QueryClient, url: URL, locale: Locale): void {
  const filter = FEED_FILTER[feedTabOf(url.searchParams)];
  void queryClient.prefetchInfiniteQuery(postListQueryOptions({ filter_by: filter }));
  void queryClient.prefetchQuery(newCreatorsQueryOptions(1, locale));
}
