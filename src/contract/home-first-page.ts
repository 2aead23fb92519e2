/**
 * Home's first page as a visitor's two calls would answer it (`article/getList` page 1 of the
 * tab, `user/getNewCreator` page 1 in the page's language), carried in home's HTML document as
 * JSON in `<script type="application/json" id="home-first-page">`. The app fills its query cache
 * from it instead of making the two calls, so a first visit paints the feed with its first render
 * (issue 8, Lighthouse: home's LCP). A signed-in viewer's answers differ (likes, unlocked posts):
 * the app uses it only for a visitor. See docs/decisions/first-visit-document.md.
 */
import type { CallResponse } from './call.ts';
import type { getPostListCall } from './calls/post-list.ts';
import type { getNewCreatorCall } from './calls/user-get-new-creator.ts';

export const HOME_FIRST_PAGE_ELEMENT_ID = 'home-first-page';

export interface HomeFirstPage {
  /** The language the creators' descriptions are in. */
  locale: string;
  /** The feed tab: LIST_FILTER.popular or LIST_FILTER.newest. */
  filter_by: number;
  posts: CallResponse<typeof getPostListCall>;
  creators: CallResponse<typeof getNewCreatorCall>;
}
