/**
 * The first page of a shared link (a creator's page, a post, a search) from its document
 * (src/contract/shared-page-first-page.ts) into the query cache, under the keys its screen reads,
 * before the app's first render: that render then paints what the server's first HTML showed, with
 * no call and no skeleton in between (issue 24, Lighthouse). Run by the route as its chunks arrive
 * (src/app/lazy-screens.tsx, startSharedPage), and by the server's first HTML (src/app/first-html).
 */
import type { QueryClient } from '@tanstack/react-query';
import { creatorPostTotalQueryOptions } from '../api/get-creator-post-total.ts';
import { creatorPostsQueryOptions } from '../api/get-creator-posts.ts';
import { creatorProfileQueryOptions } from '../api/get-creator-profile.ts';
import { postDetailQueryOptions } from '../api/get-post-detail.ts';
import { postListQueryOptions } from '../api/get-post-list.ts';
import { FIRST_CURSOR_PAGE } from '../api/next-cursor-page.ts';
import { searchTotalsQueryOptions } from '../api/get-search-totals.ts';
import {
  SHARED_PAGE_FIRST_PAGE_ELEMENT_ID,
  type SharedPageFirstPage,
} from '../contract/shared-page-first-page.ts';
import type { Locale } from '../i18n/locale-resolution.ts';
import { postsFilterOf } from '../screens/creator/creator-filter.ts';
import { session } from '../state/session.ts';

/** The first page the server put in the document, once: the element goes with the read. */
function takeDocumentFirstPage(): SharedPageFirstPage | undefined {
  const element = document.getElementById(SHARED_PAGE_FIRST_PAGE_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as SharedPageFirstPage;
  } catch {
    return undefined;
  }
}

/**
 * A visitor's first page from the document into the cache. A signed-in viewer's answers differ
 * from the visitor's the document carries (likes, unlocks, blocks): their screen asks as before.
 */
export function startSharedPageFromDocument(queryClient: QueryClient, locale: Locale): void {
  const firstPage = takeDocumentFirstPage();
  if (firstPage && session.token === null) fillSharedPageFirstPage(queryClient, locale, firstPage);
}

/**
 * Stale from the start: the screen shows it and asks again once mounted, since these calls also
 * count something (opening a profile is a view of it, a search that finds something counts towards
 * the hot keywords) that a first visit must count as before. The second answer comes after the
 * page has painted.
 */
const ASKED_AGAIN = { updatedAt: 0 };

/** Puts a visitor's first page of a shared link under the keys its screen reads. */
export function fillSharedPageFirstPage(
  queryClient: QueryClient,
  locale: Locale,
  firstPage: SharedPageFirstPage,
): void {
  switch (firstPage.page) {
    case 'creator': {
      // The description is in the document's language: only under that language's key.
      if (firstPage.locale !== locale) return;
      const filter = postsFilterOf(firstPage.profile.uuid, 'all');
      queryClient.setQueryData(
        creatorProfileQueryOptions(firstPage.username, locale).queryKey,
        firstPage.profile,
        ASKED_AGAIN,
      );
      queryClient.setQueryData(creatorPostsQueryOptions(filter).queryKey, {
        pages: [firstPage.posts],
        pageParams: [FIRST_CURSOR_PAGE],
      });
      queryClient.setQueryData(creatorPostTotalQueryOptions(filter).queryKey, firstPage.totals);
      return;
    }
    case 'post':
      queryClient.setQueryData(
        postDetailQueryOptions(firstPage.id, firstPage.username).queryKey,
        firstPage.detail,
      );
      return;
    case 'search':
      queryClient.setQueryData(
        postListQueryOptions({ keyword: firstPage.term }).queryKey,
        { pages: [firstPage.posts], pageParams: [1] },
        ASKED_AGAIN,
      );
      queryClient.setQueryData(searchTotalsQueryOptions(firstPage.term).queryKey, firstPage.totals);
      return;
  }
}
