/**
 * MSW handlers of search (article/getHotKeywords, article/getList with a keyword, user/searchCreator,
 * article/totalCreatorAndArticle), one named handler per state, over the mock index of
 * factories-search.ts. `searchCallLog` records the keywords asked, so a story can tell when a search ran.
 *
 *   parameters: { msw: { handlers: { ...searchHandlers, hotKeywords: hotKeywordHandlers.empty } } }
 */
import { delay } from 'msw';
import { countCreatorsAndPostsCall } from '../contract/calls/post-discovery-lists.ts';
import { getHotKeywordsCall } from '../contract/calls/hot-keywords.ts';
import { getPostListCall } from '../contract/calls/post-list.ts';
import { searchCreatorCall } from '../contract/calls/user-search-creator.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeCreatorPage, makeFeed, makePostPage } from './factories.ts';
import { MOCK_HOT_KEYWORDS, makeStudioCreators, searchCreators, searchPosts } from './factories-search.ts';
import { fixedPages, pageAnswer } from './fixed-pages.ts';
import { MOCK_SERVER_ERROR, MOCK_FEED_SIZE } from './handlers.ts';

export const searchCallLog = {
  /** The keyword of every post search, authors search and count asked, in order. */
  posts: [] as string[],
  authors: [] as string[],
  totals: [] as string[],
};

export function resetSearchCallLog(): void {
  searchCallLog.posts.length = 0;
  searchCallLog.authors.length = 0;
  searchCallLog.totals.length = 0;
}

/** Authors of the "studio" keyword in searchCreatorHandlers.many: two full pages and a short third. */
export const MOCK_STUDIO_AUTHORS = 23;

/** The "studio" authors of searchCreatorHandlers.many, in pages of ten. */
const STUDIO_PAGES = fixedPages(makeStudioCreators(MOCK_STUDIO_AUTHORS));

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

/** article/getHotKeywords */
export const hotKeywordHandlers = {
  default: callHandler(getHotKeywordsCall, () =>
    sealedReply(getHotKeywordsCall, { list: [...MOCK_HOT_KEYWORDS] }),
  ),
  /** Nobody searched anything yet this week. */
  empty: callHandler(getHotKeywordsCall, () => sealedReply(getHotKeywordsCall, { list: [] })),
  error: callHandler(getHotKeywordsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** article/getList: a keyword searches the mock index; without one, the feed as postListHandlers.loaded. */
export const searchPostHandlers = {
  default: callHandler(getPostListCall, ({ input }) => {
    if (!input.keyword) {
      const first = (input.page - 1) * input.limit;
      const count = Math.max(0, Math.min(input.limit, MOCK_FEED_SIZE - first));
      return sealedReply(getPostListCall, makePostPage(makeFeed(count, first + 1), input.page, input.limit));
    }
    searchCallLog.posts.push(input.keyword);
    return sealedReply(getPostListCall, pageAnswer(fixedPages(searchPosts(input.keyword)), input));
  }),
  loading: callHandler(getPostListCall, never),
  error: callHandler(getPostListCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/searchCreator */
export const searchCreatorHandlers = {
  default: callHandler(searchCreatorCall, ({ input }) => {
    searchCallLog.authors.push(input.keyword);
    return sealedReply(searchCreatorCall, pageAnswer(fixedPages(searchCreators(input.keyword)), input));
  }),
  /** "studio" finds 23 authors: pages of 10 for the infinite scroll. */
  many: callHandler(searchCreatorCall, ({ input }) => {
    searchCallLog.authors.push(input.keyword);
    const pages = input.keyword === 'studio' ? STUDIO_PAGES : [];
    return sealedReply(
      searchCreatorCall,
      makeCreatorPage(pageAnswer(pages, input).list, input.page, input.limit),
    );
  }),
  loading: callHandler(searchCreatorCall, never),
  error: callHandler(searchCreatorCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** article/totalCreatorAndArticle with a keyword: the counts of the two lists above. */
export const searchTotalHandlers = {
  default: callHandler(countCreatorsAndPostsCall, ({ input }) => {
    const keyword = input.keyword ?? '';
    searchCallLog.totals.push(keyword);
    return sealedReply(countCreatorsAndPostsCall, {
      article_total: searchPosts(keyword).length,
      creator_total: searchCreators(keyword).length,
    });
  }),
  /** The counts of searchCreatorHandlers.many. */
  many: callHandler(countCreatorsAndPostsCall, ({ input }) =>
    sealedReply(countCreatorsAndPostsCall, {
      article_total: searchPosts(input.keyword ?? '').length,
      creator_total: input.keyword === 'studio' ? MOCK_STUDIO_AUTHORS : 0,
    }),
  ),
};

/** Every search call answering from the mock index, by key. */
export const searchHandlers = {
  hotKeywords: hotKeywordHandlers.default,
  posts: searchPostHandlers.default,
  authors: searchCreatorHandlers.default,
  totals: searchTotalHandlers.default,
};
