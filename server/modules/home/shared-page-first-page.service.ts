/**
 * The first page of a shared link as a visitor's calls answer it (src/contract/shared-page-first-page.ts):
 * a creator's page, a post, a search, for the app's document, and the picture each paints largest,
 * which the document preloads (issue 24, Lighthouse: the links people share load fast). The same
 * services and the same answers as the calls: signed URLs are rounded to 600 s steps and a free
 * original is bound to no viewer, so they serve any visitor (docs/decisions/first-visit-document.md).
 */
import type { Creator, Post } from '../../../src/contract/entities.ts';
import { DEFAULT_PAGE_SIZE, LIST_FILTER, RESOURCE_TYPE } from '../../../src/contract/enums.ts';
import type {
  CreatorFirstPage,
  SearchFirstPage,
  SharedPageFirstPage,
} from '../../../src/contract/shared-page-first-page.ts';
import type { Locale } from '../../../src/i18n/locale-resolution.ts';
import { pagedAnswer } from '../../core/paging.ts';
import type { DocumentPicture } from '../../http/app-shell.ts';
import type { PostDetailContext } from '../posts/post-detail.service.ts';
import { listCreatorPosts, listPosts, type PostListsContext } from '../posts/post-lists.service.ts';
import { countCreatorsAndPosts, type TotalsContext } from '../search/totals.service.ts';

/** What these services take from a call's context. */
export type SharedPageFirstPageContext = { locale: Locale } & PostListsContext &
  TotalsContext &
  PostDetailContext;

/** The first page of the All chip, as the creator page asks for it (src/api/get-creator-posts.ts). */
const FIRST_PAGE = { page: 1, limit: DEFAULT_PAGE_SIZE };

/** The creator page of `creator` (found by the address's `username`), as a visitor sees it. */
export async function creatorFirstPage(
  ctx: SharedPageFirstPageContext,
  username: string,
  creator: Creator,
): Promise<CreatorFirstPage> {
  const [posts, totals] = await Promise.all([
    listCreatorPosts(ctx, { ...FIRST_PAGE, uuid: creator.uuid }),
    countCreatorsAndPosts(ctx, { uuid: creator.uuid }),
  ]);
  return {
    page: 'creator',
    locale: ctx.locale,
    username,
    profile: creator,
    posts: pagedAnswer(FIRST_PAGE, posts),
    totals,
  };
}

/** A search's posts tab and counts for `term` (trimmed, as the search screen reads it). */
export async function searchFirstPage(
  ctx: SharedPageFirstPageContext,
  term: string,
): Promise<SearchFirstPage> {
  const [posts, totals] = await Promise.all([
    listPosts(ctx, { ...FIRST_PAGE, filter_by: LIST_FILTER.popular, keyword: term }),
    countCreatorsAndPosts(ctx, { keyword: term }),
  ]);
  return { page: 'search', term, posts: pagedAnswer(FIRST_PAGE, posts), totals };
}

/** What a post paints of its first picture: the original when the visitor may see it, else its preview. */
function firstPictureOf(post: Post | undefined): string | undefined {
  const media = post?.url[0];
  if (!post || !media || post.resource_type !== RESOURCE_TYPE.image) return undefined;
  return media.url ?? media.url_blur;
}

/**
 * The pictures each page paints largest on a phone, which Lighthouse's mobile run finds as its
 * largest paint: a creator's cover atop their page, then on a creator's page and a search the
 * first post's picture, on a post its own. (A locked post's blurred preview is too plain to count
 * as a paint, so the cover leads.)
 */
export function sharedPagePicturesOf(firstPage: SharedPageFirstPage): DocumentPicture[] {
  const post = firstPage.page === 'post' ? firstPage.detail.article : firstPage.posts.list[0];
  const cover = firstPage.page === 'creator' ? firstPage.profile.background : '';
  const picture = firstPictureOf(post);
  return [cover, picture].filter((href): href is string => Boolean(href)).map((href) => ({ href }));
}
