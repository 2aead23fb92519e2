import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getCreatorPostsCall } from '../contract/calls/post-discovery-lists.ts';
import type { CreatorPreview } from '../contract/creator-preview.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { postKeys } from './get-post-list.ts';
import {
  cursorRequestOf,
  FIRST_CURSOR_PAGE,
  nextCursorPageOf,
  type CursorPageParam,
} from './next-cursor-page.ts';

/**
 * Which of a creator's posts: all of them, one plan's, or one kind (1 images, 2 videos); with
 * `preview`, the creator's own as a visitor or a subscriber sees them (src/contract/creator-preview.ts).
 */
export interface CreatorPostsFilter {
  uuid: string;
  subscription_id?: number;
  resource_type?: 1 | 2;
  preview?: CreatorPreview;
}

/**
 * Under the feeds' key (`['posts', 'list', …]`), so the post shadow (post-like-cache.ts) writes a
 * like into the creator page's list as into home's.
 */
export const creatorPostKeys = {
  all: () => [...postKeys.lists(), 'creator'] as const,
  list: (filter: CreatorPostsFilter) => [...creatorPostKeys.all(), filter] as const,
};

/** One page of a creator's posts, newest first (the creator page's list). */
export function fetchCreatorPosts(filter: CreatorPostsFilter, param: CursorPageParam, signal?: AbortSignal) {
  return callApi<typeof getCreatorPostsCall>(
    'article/getArticleByUser',
    { ...filter, ...cursorRequestOf(param, DEFAULT_PAGE_SIZE) },
    { signal },
  );
}

export function creatorPostsQueryOptions(filter: CreatorPostsFilter) {
  return infiniteQueryOptions({
    queryKey: creatorPostKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchCreatorPosts(filter, pageParam, signal),
    initialPageParam: FIRST_CURSOR_PAGE,
    getNextPageParam: nextCursorPageOf,
  });
}

/** A creator's posts, page by page by key (the infinite scroll asks for the next). */
export function useCreatorPosts(filter: CreatorPostsFilter, enabled = true) {
  return useInfiniteQuery({ ...creatorPostsQueryOptions(filter), enabled });
}
