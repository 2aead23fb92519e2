import { withCreatorPreview } from '../../access/creator-preview.ts';
import { countCreatorsAndPostsCall } from '../../../src/contract/calls/post-discovery-lists.ts';
import { getHotKeywordsCall } from '../../../src/contract/calls/hot-keywords.ts';
import { getPostListCall } from '../../../src/contract/calls/post-list.ts';
import { searchCreatorCall } from '../../../src/contract/calls/user-search-creator.ts';
import { pagedAnswer } from '../../core/paging.ts';
import { handle } from '../../http/call-context.ts';
import { listPosts } from '../posts/post-lists.service.ts';
import { searchCreators } from './creator-search.service.ts';
import { hotKeywords, recordSearch } from './hot-keywords.service.ts';
import { countCreatorsAndPosts } from './totals.service.ts';

/**
 * user/searchCreator, article/getHotKeywords, article/totalCreatorAndArticle, and article/getList
 * (the post lists, here because a keyword search that found something counts towards the hot keywords).
 */
export const searchHandlers = [
  handle(searchCreatorCall, async (ctx, input) => {
    const list = await searchCreators(ctx, input.keyword, input.page, input.limit);
    if (input.page === 1 && list.length > 0) await recordSearch(ctx, input.keyword);
    return pagedAnswer(input, { list });
  }),
  handle(getPostListCall, async (ctx, input) => {
    const found = await listPosts(ctx, input);
    // A search that found something counts towards the hot keywords (its first page only).
    if (input.keyword && input.page === 1 && !input.cursor && found.list.length > 0)
      await recordSearch(ctx, input.keyword);
    return pagedAnswer(input, found);
  }),
  handle(getHotKeywordsCall, async (ctx) => ({ list: await hotKeywords(ctx) })),
  handle(countCreatorsAndPostsCall, async (ctx, input) =>
    countCreatorsAndPosts(await withCreatorPreview(ctx, { uuid: input.uuid }, input.preview), input),
  ),
];
