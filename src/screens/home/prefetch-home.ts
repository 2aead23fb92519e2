import type { QueryClient } from '@tanstack/react-query';
import { newCreatorsQueryOptions } from '../../api/get-new-creators.ts';
import { postListQueryOptions } from '../../api/get-post-list.ts';
import { HOME_FIRST_PAGE_ELEMENT_ID, type HomeFirstPage } from '../../contract/home-first-page.ts';
import type { Locale } from '../../i18n/locale-resolution.ts';
import { session } from '../../state/session.ts';
import { FEED_FILTER, feedTabOf, type FeedTab } from '../../contract/feed-tab.ts';

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
  // A signed-in viewer's answers differ from the visitor's the document carries (likes, unlocks).
  const filled =
    firstPage && session.token === null
      ? fillHomeFirstPage(queryClient, filter, locale, firstPage)
      : { posts: false, creators: false };
  if (!filled.posts) void queryClient.prefetchInfiniteQuery(postListQueryOptions({ filter_by: filter }));
  if (!filled.creators) void queryClient.prefetchQuery(newCreatorsQueryOptions(1, locale));
}

/**
 * Puts a visitor's first page under the keys home reads, where it fits the tab and language shown:
 * for the app's start, and for the server's first HTML of home (src/app/first-html).
 */
export function fillHomeFirstPage(
  queryClient: QueryClient,
  filter: (typeof FEED_FILTER)[FeedTab],
  locale: Locale,
  firstPage: HomeFirstPage,
): { posts: boolean; creators: boolean } {
  const posts = firstPage.filter_by === filter;
  const creators = posts && firstPage.locale === locale;
  if (posts)
    queryClient.setQueryData(postListQueryOptions({ filter_by: filter }).queryKey, {
      pages: [firstPage.posts],
      pageParams: [1],
    });
  if (creators) queryClient.setQueryData(newCreatorsQueryOptions(1, locale).queryKey, firstPage.creators);
  return { posts, creators };
}
