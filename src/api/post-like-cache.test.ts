import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CallResponse } from '../contract/call.ts';
import type { getPostListCall } from '../contract/calls/post-list.ts';
import { makeFeed, makePostPage } from '../mocks/factories.ts';
import { postKeys } from './get-post-list.ts';
import { readPostLikeState, toggledLikeState, writePostLikeState } from './post-like-cache.ts';

type PostPage = CallResponse<typeof getPostListCall>;

describe('optimistic like toggle (spec §4)', () => {
  it('adds one on like and takes one away on unlike', () => {
    expect(toggledLikeState({ is_liked: 0, like_num: 41 }, true)).toEqual({ is_liked: 1, like_num: 42 });
    expect(toggledLikeState({ is_liked: 1, like_num: 42 }, false)).toEqual({ is_liked: 0, like_num: 41 });
  });

  it('never takes the count below 0', () => {
    expect(toggledLikeState({ is_liked: 1, like_num: 0 }, false)).toEqual({ is_liked: 0, like_num: 0 });
  });

  it('changes nothing when the post is already in the wanted state', () => {
    const liked = { is_liked: 1, like_num: 3 } as const;
    expect(toggledLikeState(liked, true)).toBe(liked);
  });
});

describe('like state in the cached feeds', () => {
  function cacheWithTwoFeeds() {
    const queryClient = new QueryClient();
    const feed = makeFeed(3);
    const data = (list = feed): InfiniteData<PostPage> => ({
      pages: [makePostPage(list, 1, 10)],
      pageParams: [1],
    });
    queryClient.setQueryData(postKeys.list({ filter_by: 0 }), data());
    queryClient.setQueryData(postKeys.list({ filter_by: 1 }), data([...feed].reverse()));
    return { queryClient, feed };
  }

  it('writes the new state into every list holding the post and leaves other posts alone', () => {
    const { queryClient, feed } = cacheWithTwoFeeds();
    const [first, second] = feed;
    if (!first || !second) throw new Error('the feed has three posts');
    writePostLikeState(queryClient, first.id, (current) => toggledLikeState(current, true));
    for (const params of [{ filter_by: 0 }, { filter_by: 1 }] as const) {
      const data = queryClient.getQueryData<InfiniteData<PostPage>>(postKeys.list(params));
      const posts = data?.pages.flatMap((page) => page.list) ?? [];
      expect(posts.find((post) => post.id === first.id)).toMatchObject({
        is_liked: 1,
        like_num: first.like_num + 1,
      });
      expect(posts.find((post) => post.id === second.id)).toEqual(second);
    }
    expect(readPostLikeState(queryClient, first.id)).toEqual({ is_liked: 1, like_num: first.like_num + 1 });
  });

  it('reads nothing for a post that is in no cached list', () => {
    const { queryClient } = cacheWithTwoFeeds();
    expect(readPostLikeState(queryClient, 9999)).toBeUndefined();
  });
});
