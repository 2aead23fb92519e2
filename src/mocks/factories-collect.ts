/**
 * Typed, deterministic factories of the collection (issue 11): the posts a fan liked, some they may
 * open now and some locked (a subscription that ended, a post never bought), and blocked accounts.
 */
import type { BlockedUser } from '../contract/entities-discovery.ts';
import type { Post } from '../contract/entities.ts';
import { ARTICLE_TYPE } from '../contract/enums.ts';
import { makeCreator, makeLockedPost, makePayPerPost, makePost, makeVideoPost } from './factories.ts';

/** The n-th liked post (from 1), newest like first: a locked one every third, a video every fourth. */
export function makeLikedPost(n: number): Post {
  const id = 900 + n;
  const fields = { id, is_liked: 1 as const, creatorId: ((n - 1) % 6) + 1 };
  if (n % 6 === 3) return { ...makeLockedPost({ ...fields, title: `Members’ set ${n}` }), is_liked: 1 };
  if (n % 6 === 0) return { ...makePayPerPost({ ...fields, title: `Print edition ${n}` }), is_liked: 1 };
  if (n % 4 === 0) return makeVideoPost({ ...fields, title: `Studio session ${n}` });
  if (n % 5 === 0) {
    // A subscription post the fan may open: their subscription runs.
    return { ...makePost({ ...fields, title: `Backstage ${n}` }), article_type: ARTICLE_TYPE.subscription };
  }
  return makePost({ ...fields, title: `Liked moment ${n}` });
}

/** `count` liked posts, newest like first. */
export function makeLikedPosts(count: number): Post[] {
  return Array.from({ length: count }, (_, index) => makeLikedPost(index + 1));
}

/** Whether the n-th liked post is locked (makeLikedPost's members' sets and print editions). */
const lockedLikedPost = (n: number) => n % 6 === 3 || n % 6 === 0;

/** The first `count` liked posts of `kind` (open or locked), in makeLikedPost's order. */
function likedPostsOf(kind: 'open' | 'locked', count: number): Post[] {
  const posts: Post[] = [];
  for (let n = 1; posts.length < count; n++)
    if (lockedLikedPost(n) === (kind === 'locked')) posts.push(makeLikedPost(n));
  return posts;
}

/** `count` liked posts the fan may open now (user/getArticleList's `unlock` 1). */
export function makeUnlockedLikedPosts(count: number): Post[] {
  return likedPostsOf('open', count);
}

/** `count` liked posts the fan can no longer open (`unlock` 0). */
export function makeLockedLikedPosts(count: number): Post[] {
  return likedPostsOf('locked', count);
}

/** An account the user blocked, from the creators of factories.ts (an Arabic name for the fourth). */
export function makeBlockedAccount(id: number): BlockedUser {
  const creator = makeCreator({ id });
  return {
    aff_blocked: creator.aff,
    username: creator.username,
    nickname: id === 4 ? 'نور للتصوير' : creator.nickname,
    thumb: creator.thumb,
  };
}

/** `count` blocked accounts, latest block first. */
export function makeBlockedAccounts(count: number): BlockedUser[] {
  return Array.from({ length: count }, (_, index) =>
    index < 6
      ? makeBlockedAccount(index + 1)
      : {
          ...makeBlockedAccount(index + 1),
          username: `blocked.${index + 1}`,
          nickname: `Blocked account ${index + 1}`,
        },
  );
}
