/**
 * MSW handlers of mine-post's calls (article/managePost, article/delete), one named handler per
 * state. The default handlers share one in-memory list (`mockManagedPosts`), so deleting a post
 * in a story removes it from the next answer; `resetMockManagedPosts` starts from a known list:
 * one post of each review status (spec §3), the rejected and the failed encode with a reason.
 */
import { delay } from 'msw';
import { deletePostCall } from '../contract/calls/article-delete.ts';
import { managePostCall, type ManagedPost } from '../contract/calls/article-manage-post.ts';
import { ARTICLE_TYPE, REVIEW_STATUS, RESOURCE_TYPE } from '../contract/enums.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { MOCK_NOW_SECONDS, makePost, makeVideoPost } from './factories.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** The reasons the mocked operator and encoder give. */
export const MOCK_REVIEW_NOTES = {
  rejected: 'The photos show a watermark from another site.',
  codecFailure: 'The video could not be decoded: unsupported codec.',
} as const;

/** A post of the creator's own list, with its review status and note. */
export function makeManagedPost(overrides: Partial<ManagedPost> & { creatorId?: number } = {}): ManagedPost {
  const { review_note = '', ...rest } = overrides;
  const base =
    rest.resource_type === RESOURCE_TYPE.video
      ? makeVideoPost({ creatorId: 1, ...rest })
      : makePost({ creatorId: 1, ...rest });
  return { ...base, is_unlock: 1, review_note };
}

/** One post of each review status, subscription posts, newest first. */
export function makeManagedPostsOfEveryStatus(): ManagedPost[] {
  const sub = { article_type: ARTICLE_TYPE.subscription, subscription_ids: [1] };
  return [
    makeManagedPost({ id: 501, ...sub, title: 'Waiting for review', status: REVIEW_STATUS.review }),
    makeManagedPost({
      id: 502,
      ...sub,
      title: 'Rejected set',
      status: REVIEW_STATUS.reject,
      review_note: MOCK_REVIEW_NOTES.rejected,
    }),
    makeManagedPost({ id: 503, ...sub, title: 'Approved, not yet shown', status: REVIEW_STATUS.pass }),
    makeManagedPost({ id: 504, ...sub, title: 'Live on my page', status: REVIEW_STATUS.published }),
    makeManagedPost({
      id: 505,
      ...sub,
      resource_type: RESOURCE_TYPE.video,
      title: 'Video in the queue',
      status: REVIEW_STATUS.readySlice,
    }),
    makeManagedPost({
      id: 506,
      ...sub,
      resource_type: RESOURCE_TYPE.video,
      title: 'Video being encoded',
      status: REVIEW_STATUS.codec,
    }),
    makeManagedPost({
      id: 507,
      ...sub,
      resource_type: RESOURCE_TYPE.video,
      title: 'Broken video',
      status: REVIEW_STATUS.codecFailure,
      review_note: MOCK_REVIEW_NOTES.codecFailure,
    }),
  ];
}

/** The creator's posts as the mocked server holds them. */
export const mockManagedPosts = { list: makeManagedPostsOfEveryStatus() };

export function resetMockManagedPosts(list: ManagedPost[] = makeManagedPostsOfEveryStatus()): void {
  mockManagedPosts.list = list.map((post) => ({ ...post }));
}

/** 23 published posts: three pages of 10. */
export function makeManyManagedPosts(): ManagedPost[] {
  return Array.from({ length: 23 }, (_, index) =>
    makeManagedPost({
      id: 600 + index,
      article_type: ARTICLE_TYPE.subscription,
      title: `Published post ${index + 1}`,
      status: REVIEW_STATUS.published,
    }),
  );
}

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

/** article/managePost */
export const managedPostHandlers = {
  /**
   * The store's posts of the asked access level (scheduled: display time ahead), paged. The
   * default list is all subscription posts, so the other tabs are empty unless a story adds some.
   */
  default: callHandler(managePostCall, ({ input }) => {
    const scheduled = (post: ManagedPost) => post.display_at > MOCK_NOW_SECONDS;
    const all = mockManagedPosts.list.filter(
      (post) =>
        (input.article_type === undefined || post.article_type === input.article_type) &&
        scheduled(post) === (input.pre_display === 1),
    );
    const start = (input.page - 1) * input.limit;
    return sealedReply(managePostCall, {
      list: all.slice(start, start + input.limit),
      page: input.page,
      limit: input.limit,
    });
  }),
  empty: callHandler(managePostCall, ({ input }) =>
    sealedReply(managePostCall, { list: [], page: input.page, limit: input.limit }),
  ),
  loading: callHandler(managePostCall, never),
  error: callHandler(managePostCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** article/delete */
export const deletePostHandlers = {
  default: callHandler(deletePostCall, ({ input }) => {
    const before = mockManagedPosts.list.length;
    mockManagedPosts.list = mockManagedPosts.list.filter((post) => post.id !== input.article_id);
    if (mockManagedPosts.list.length === before)
      return sealedError('This post does not exist or is no longer available.');
    return sealedReply(deletePostCall, { article_id: input.article_id });
  }),
  error: callHandler(deletePostCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** mine-post's calls in their default state, by key. */
export const managedPostsHandlers = {
  managedPosts: managedPostHandlers.default,
  deletePost: deletePostHandlers.default,
};
