/**
 * The like state of posts inside the cached feeds: read it, and write it into every list
 * page that holds the post, so a like shows wherever the post is on screen.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CallResponse } from '../contract/call.ts';
import type { getListCall } from '../contract/calls/article-get-list.ts';
import { postKeys } from './get-post-list.ts';

type PostPage = CallResponse<typeof getListCall>;

export interface PostLikeState {
  is_liked: 0 | 1;
  like_num: number;
}

/** Spec §4: a like toggles at once; the count moves by one and never goes below 0. */
export function toggledLikeState(current: PostLikeState, liked: boolean): PostLikeState {
  const target = liked ? 1 : 0;
  if (current.is_liked === target) return current;
  return { is_liked: target, like_num: Math.max(0, current.like_num + (liked ? 1 : -1)) };
}

/** The post's like state as the first cached list holding it has it. */
export function readPostLikeState(queryClient: QueryClient, postId: number): PostLikeState | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<PostPage>>({ queryKey: postKeys.lists() })) {
    for (const page of data?.pages ?? []) {
      const post = page.list.find((candidate) => candidate.id === postId);
      if (post) return { is_liked: post.is_liked, like_num: post.like_num };
    }
  }
  return undefined;
}

/** Replaces the post's like state in every cached list with `update(current)`. */
export function writePostLikeState(
  queryClient: QueryClient,
  postId: number,
  update: (current: PostLikeState) => PostLikeState,
): void {
  queryClient.setQueriesData<InfiniteData<PostPage>>({ queryKey: postKeys.lists() }, (data) => {
    if (!data?.pages.some((page) => page.list.some((post) => post.id === postId))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        list: page.list.map((post) => {
          if (post.id !== postId) return post;
          const next = update({ is_liked: post.is_liked, like_num: post.like_num });
          return { ...post, is_liked: next.is_liked, like_num: next.like_num };
        }),
      })),
    };
  });
}
