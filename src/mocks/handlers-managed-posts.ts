/**
 * MSW handlers of mine-post's calls (article/managePost, article/delete), one named handler per
 * data state: one post of each review status (spec §3), the rejected and the failed encode with a
 * reason. They keep no posts: the list after a delete is the handler named for that state, which a
 * story swaps in with `msw.use`. `managedPostCallLog` records what was asked.
 */
import { delay } from 'msw';
import { deletePostCall } from '../contract/calls/post-delete.ts';
import { managePostCall, type ManagedPost } from '../contract/calls/managed-posts.ts';
import { ARTICLE_TYPE, REVIEW_STATUS, RESOURCE_TYPE } from '../contract/enums.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makePost, makeVideoPost } from './factories.ts';
import { fixedPages, pageAnswer } from './fixed-pages.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** The reasons the mocked operator and encoder give. */
export const MOCK_REVIEW_NOTES = {
  rejected: 'The photos show a watermark from another site.',
  codecFailure: 'The video could not be decoded: unsupported codec.',
} as const;

/** A post of the creator's own list, with its review status and note. */
export function makeManagedPost(overrides: Partial<ManagedPost> & { creatorId?: number } = {}): ManagedPost {
  const { review_note = '', review_reason = '', ...rest } = overrides;
  const base =
    rest.resource_type === RESOURCE_TYPE.video
      ? makeVideoPost({ creatorId: 1, ...rest })
      : makePost({ creatorId: 1, ...rest });
  return { ...base, is_unlock: 1, review_note, review_reason };
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
      review_reason: 'copyright',
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

/** The post the delete stories delete ("Live on my page"). */
export const MOCK_DELETED_POST_ID = 504;

/** The posts of every status once "Live on my page" is deleted. */
export function makeManagedPostsAfterDelete(): ManagedPost[] {
  return makeManagedPostsOfEveryStatus().filter((post) => post.id !== MOCK_DELETED_POST_ID);
}

/** What the mocked server was asked, for a story to assert. */
export const managedPostCallLog = {
  /** The id of each post asked to be deleted. */
  deleted: [] as number[],
};

/** Empties the call log, for a story to start from. */
export function resetManagedPostCallLog(): void {
  managedPostCallLog.deleted.length = 0;
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

/**
 * article/managePost answering `posts` on the Subscription tab (article_type 1, pre_display 0)
 * in fixed pages of ten (fixed-pages.ts), and nothing on every other tab: the asked tab picks
 * the list, nothing is filtered (which post belongs to which tab, and how the server pages, are
 * its rules: tests/server/publishing.test.ts).
 */
const onSubscriptionTab = (posts: () => ManagedPost[]) => {
  const pages = fixedPages(posts());
  return callHandler(managePostCall, ({ input }) => {
    const subscriptionTab = input.article_type === ARTICLE_TYPE.subscription && input.pre_display === 0;
    return sealedReply(managePostCall, pageAnswer(subscriptionTab ? pages : [], input));
  });
};

/** article/managePost */
export const managedPostHandlers = {
  /** One subscription post of each review status. */
  default: onSubscriptionTab(makeManagedPostsOfEveryStatus),
  /** The same without "Live on my page" (MOCK_DELETED_POST_ID), once it is deleted. */
  afterDelete: onSubscriptionTab(makeManagedPostsAfterDelete),
  /** 23 published posts: three pages of 10. */
  many: onSubscriptionTab(makeManyManagedPosts),
  empty: callHandler(managePostCall, ({ input }) =>
    sealedReply(managePostCall, { list: [], page: input.page, limit: input.limit }),
  ),
  loading: callHandler(managePostCall, never),
  error: callHandler(managePostCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** article/delete */
export const deletePostHandlers = {
  /** Deleted, the request recorded. */
  default: callHandler(deletePostCall, ({ input }) => {
    managedPostCallLog.deleted.push(input.article_id);
    return sealedReply(deletePostCall, { article_id: input.article_id });
  }),
  error: callHandler(deletePostCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** mine-post's calls in their default state, by key. */
export const managedPostsHandlers = {
  managedPosts: managedPostHandlers.default,
  deletePost: deletePostHandlers.default,
};
