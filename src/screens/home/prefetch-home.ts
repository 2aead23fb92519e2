import type { QueryClient } from '@tanstack/react-query';
import { newCreatorsQueryOptions } from '../../api/get-new-creators.ts';
import { postListQueryOptions } from '../../api/get-post-list.ts';
import { HOME_FIRST_PAGE_ELEMENT_ID, type HomeFirstPage } from '../../contract/home-first-page.ts';
import type { Locale } from '../../i18n/locale-resolution.ts';
import { session } from '../../state/session.ts';
import { FEED_FILTER, feedTabOf } from '../../contract/feed-tab.ts';

/**
 * The first page the server put in home's document (src/contract/home-first-page.ts), once: the
 * element goes with the read, so only the start of the app can use it.
 */
function takeDocumentFirstPage(): HomeFirstPage | undefined {
  const element = document.getElementById(HOME_FIRST_PAGE_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as HomeFirstPage;
  } catch {
    return undefined;
  }
}

/**
 * Fills home's two queries (the feed's first page of the tab in the address, and the newest
 * creators in the page's language) under the keys the screen reads, run by the route as its chunks
 * arrive. A visitor's come from the document, so the first render paints the feed and the
 * creators' covers the document preloaded; anyone else's calls start here, not after the screen's
 * first render (issue 8, Lighthouse: home's largest paint).
 */
export function prefetchHome(
  queryClient: QueryClient,
  url: URL,
  locale: Locale,
  firstPage = takeDocumentFirstPage(),
): void {
  const filter = FEED_FILTER[feedTabOf(url.searchParams)];
  const posts = postListQueryOptions({ filter_by: filter });
  const creators = newCreatorsQueryOptions(1, locale);
  // A signed-in viewer's answers differ from the visitor's the document carries (likes, unlocks).
  const fits = firstPage && session.token === null && firstPage.filter_by === filter;
  if (fits) queryClient.setQueryData(posts.queryKey, { pages: [firstPage.posts], pageParams: [1] });
  else void queryClient.prefetchInfiniteQuery(posts);
  if (fits && firstPage.locale === locale) queryClient.setQueryData(creators.queryKey, firstPage.creators);
  else void queryClient.prefetchQuery(creators);
}
