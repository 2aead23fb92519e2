/**
 * The one shadow of a post (bluesky's post shadow): every cached answer that holds a post, the
 * feeds' pages (home, a creator's list) and the post details, is written together, so a like or a
 * new comment shows the same wherever the post is on screen.
 */
import type { InfiniteData, QueryClient, QueryFilters } from '@tanstack/react-query';
import type { Post } from '../contract/entities.ts';
import { postKeys } from './get-post-list.ts';

type CachedPosts = Partial<InfiniteData<{ list: Post[] }> & { article: Post }> | undefined;

export interface PostLikeState {
  is_liked: 0 | 1;
  like_num: number;
}

/** The queries that hold posts: `['posts', 'list', …]` and `['posts', 'detail', …]`. */
export const postShadowFilter: QueryFilters = {
  queryKey: postKeys.root,
  predicate: ({ queryKey }) => queryKey[1] === 'list' || queryKey[1] === 'detail',
};

function postsOf(data: CachedPosts): Post[] {
  return data?.article ? [data.article] : (data?.pages?.flatMap((page) => page.list) ?? []);
}

/** Spec §4: a like toggles at once; the count moves by one and never goes below 0. */
export function toggledLikeState(current: PostLikeState, liked: boolean): PostLikeState {
  const target = liked ? 1 : 0;
  if (current.is_liked === target) return current;
  return { is_liked: target, like_num: Math.max(0, current.like_num + (liked ? 1 : -1)) };
}

/** The post's like state as the first cached feed or detail holding it has it. */
export function readPostLikeState(queryClient: QueryClient, postId: number): PostLikeState | undefined {
  for (const [, data] of queryClient.getQueriesData<CachedPosts>(postShadowFilter)) {
    const post = postsOf(data).find((candidate) => candidate.id === postId);
    if (post) return { is_liked: post.is_liked, like_num: post.like_num };
  }
  return undefined;
}

/** Replaces the post with `update(post)` in every cached feed and detail that holds it. */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: number,
  update: (post: Post) => Post,
): void {
  const map = (post: Post) => (post.id === postId ? update(post) : post);
  queryClient.setQueriesData<CachedPosts>(postShadowFilter, (data) => {
    if (!data || !postsOf(data).some((post) => post.id === postId)) return data;
    if (data.article) return { ...data, article: map(data.article) };
    return { ...data, pages: data.pages?.map((page) => ({ ...page, list: page.list.map(map) })) };
  });
}

/** Replaces the post's like state everywhere with `update(current)`. */
export function writePostLikeState(
  queryClient: QueryClient,
  postId: number,
  update: (current: PostLikeState) => PostLikeState,
): void {
  updateCachedPost(queryClient, postId, (post) => {
    const { is_liked, like_num } = update(post);
    return { ...post, is_liked, like_num };
  });
}
