/**
 * The first page of a shared link (a creator's page, a post, a search) as a visitor's calls would
 * answer it, carried in the page's HTML document as JSON in `<script type="application/json"
 * id="shared-page-first-page">`, as home's is (src/contract/home-first-page.ts). The app fills its
 * query cache from it instead of making those calls, and the server renders the page's first HTML
 * from the same answers, so a first visit paints the page, its largest picture preloaded, before
 * any JavaScript (issue 24, Lighthouse). A signed-in viewer's answers differ: only for a visitor.
 */
import type { CallResponse } from './call.ts';
import type { countCreatorsAndPostsCall, getCreatorPostsCall } from './calls/post-discovery-lists.ts';
import type { getPostDetailCall } from './calls/post-detail.ts';
import type { getPostListCall } from './calls/post-list.ts';
import type { getUserInfoByUuidCall } from './calls/user-get-user-info-by-uuid.ts';

export const SHARED_PAGE_FIRST_PAGE_ELEMENT_ID = 'shared-page-first-page';

/** `/{lang}/{username}`: the profile, the first page of the All chip's posts and its total. */
export interface CreatorFirstPage {
  page: 'creator';
  /** The language the profile's description is in. */
  locale: string;
  /** The account name as the address spells it (the profile's key is its lower case). */
  username: string;
  profile: CallResponse<typeof getUserInfoByUuidCall>;
  posts: CallResponse<typeof getCreatorPostsCall>;
  totals: CallResponse<typeof countCreatorsAndPostsCall>;
}

/** `/{lang}/{username}/{id}`: the post with its creator. */
export interface PostFirstPage {
  page: 'post';
  id: number;
  username: string;
  detail: CallResponse<typeof getPostDetailCall>;
}

/** `/{lang}/search?q=`: the posts tab's first page and both tabs' counts. */
export interface SearchFirstPage {
  page: 'search';
  /** The term as the address gives it, trimmed (src/screens/search/search-address.ts). */
  term: string;
  posts: CallResponse<typeof getPostListCall>;
  totals: CallResponse<typeof countCreatorsAndPostsCall>;
}

export type SharedPageFirstPage = CreatorFirstPage | PostFirstPage | SearchFirstPage;
