/**
 * Typed, deterministic factories of discovery (issue 11): a creator's posts in keyset pages,
 * post details, report reasons. Like factories.ts: every value derives from ids and overrides.
 */
import type { CallResponse } from '../contract/call.ts';
import type { getCreatorPostsCall } from '../contract/calls/post-discovery-lists.ts';
import type { PostDetail } from '../contract/entities-discovery.ts';
import type { Creator, Post } from '../contract/entities.ts';
import { DEFAULT_PAGE_SIZE, RESOURCE_TYPE } from '../contract/enums.ts';
import {
  makeCreator,
  makeLockedPost,
  makeLockedVideoPost,
  makePayPerPost,
  makePost,
  makeVideoPost,
} from './factories.ts';

export type CursorPostPage = CallResponse<typeof getCreatorPostsCall>;

/** The creator of the creator-page stories (Mira Lens, creator 1 of factories.ts). */
export const MOCK_CREATOR_ID = 1;

/** A keyset page: `cursor` starts the next one, '' on the last (a page shorter than its limit). */
export function makeCursorPage(list: Post[], page = 1, limit = DEFAULT_PAGE_SIZE): CursorPostPage {
  const last = list.at(-1);
  return { list, page, limit, cursor: list.length < limit || !last ? '' : `k${last.id}` };
}

/** The plans of `makeCreator(id)`, as its posts name them in `subscription_ids`. */
export function mockPlanIds(creatorId = MOCK_CREATOR_ID): [number, number] {
  return [creatorId * 10 + 1, creatorId * 10 + 2];
}

/**
 * The n-th post (from 1) of a creator's page, newest first: free photos, a video every fourth,
 * a subscription post of the first plan every third, a pay-per-post post every fifth.
 */
export function makeCreatorPost(n: number, creatorId = MOCK_CREATOR_ID): Post {
  const id = creatorId * 1000 + n;
  const [firstPlan] = mockPlanIds(creatorId);
  const fields = { id, creatorId, title: `Studio notes ${n}` };
  if (n % 5 === 0) return makePayPerPost({ ...fields, title: `Print edition ${n}` });
  if (n % 4 === 0) {
    return n % 3 === 0
      ? makeLockedVideoPost({ ...fields, subscription_ids: [firstPlan] })
      : makeVideoPost(fields);
  }
  if (n % 3 === 0) return makeLockedPost({ ...fields, subscription_ids: [firstPlan] });
  return makePost(fields);
}

/** `count` posts of a creator, newest first, from the n-th. */
export function makeCreatorPosts(count: number, creatorId = MOCK_CREATOR_ID, first = 1): Post[] {
  return Array.from({ length: count }, (_, index) => makeCreatorPost(first + index, creatorId));
}

/** Which of `posts` a creator page's chip keeps (a plan, or a kind). */
export function filterCreatorPosts(
  posts: readonly Post[],
  filter: { subscription_id?: number; resource_type?: number },
): Post[] {
  return posts.filter(
    (post) =>
      (filter.subscription_id === undefined || post.subscription_ids.includes(filter.subscription_id)) &&
      (filter.resource_type === undefined ||
        post.resource_type === (filter.resource_type === 2 ? RESOURCE_TYPE.video : RESOURCE_TYPE.image)),
  );
}

/** A post with its creator, as article/getDetail answers. */
export function makePostDetail(article: Post, creator: Partial<Creator> = {}): PostDetail {
  const creatorId = article.aff % 1000 || MOCK_CREATOR_ID;
  return { article, creator: makeCreator({ id: creatorId, aff: article.aff, ...creator }) };
}

/** A profile description long enough to be folded (several paragraphs). */
export const MOCK_LONG_DESCRIPTION = [
  'Photographer and printmaker based by the sea. I shoot mostly at golden hour and develop everything by hand.',
  'Subscribers get every set the week it is shot, the contact sheets, the failed frames and the notes on each print: paper, exposure, the small decisions that make a picture.',
  'Inner circle members also get a monthly live session where we go through your own photos together.',
  'New prints every Friday. Commissions open twice a year.',
].join('\n\n');

/** A caption in Arabic, for the stories that check direction isolation in the English interface. */
export const MOCK_ARABIC_CAPTION = 'غروب الشمس فوق البحر، التقطتها هذا المساء.';

/** user/reportreason, in English (the server writes them in the request's language). */
export const MOCK_REPORT_REASONS = [
  'Spam or misleading',
  'Nudity involving minors',
  'Violence or dangerous acts',
  'Hate or harassment',
  'Copyright infringement',
  'Something else',
] as const;
