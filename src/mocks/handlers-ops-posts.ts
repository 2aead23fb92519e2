/**
 * MSW handlers of the console's posts queue (ops/postsToReview, ops/decidePost), one named handler
 * per state. The mock keeps the queue, so a story's decision takes the post out of it as the
 * server would.
 *
 *   parameters: { msw: { handlers: opsPostsHandlers.loaded } }
 */
import { delay, http } from 'msw';
import { decidePostCall, postsToReviewCall, type PostToReview } from '../contract/calls/ops-posts.ts';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../contract/enums.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { makeMedia, makePost, makeVideoPost, MOCK_NOW_SECONDS } from './factories.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The server's English refusal when a post's video is still processing (locales/server/en.json). */
export const MOCK_STILL_PROCESSING = 'Post 702 is still processing its video (status 20).';

const HOUR = 3600;

/** A waiting post as the queue shows it, submitted `hoursAgo` before the stories' fixed time. */
export function makePostToReview(
  post: Parameters<typeof makePost>[0],
  hoursAgo: number,
  overrides: Partial<PostToReview> = {},
): PostToReview {
  return {
    post: { ...makePost({ status: REVIEW_STATUS.review, is_unlock: 1, ...post }) },
    video_url: null,
    submitted_at: MOCK_NOW_SECONDS - hoursAgo * HOUR,
    waiting_seconds: hoursAgo * HOUR,
    plans: [],
    ...overrides,
  };
}

/** The queue the loaded state starts with: a subscription set, a pay-per-post video, an Arabic free post. */
export function makeReviewQueue(): PostToReview[] {
  return [
    makePostToReview(
      {
        id: 701,
        title: 'Studio session, outtakes',
        content: 'The frames that did not make the zine.\nTwo more sets next week.',
        article_type: ARTICLE_TYPE.subscription,
        subscription_ids: [11],
        url: [makeMedia(3), makeMedia(4, { width: 1000, height: 800 })],
      },
      50,
      { plans: [{ id: 11, name: 'Inner circle', price: 9.99 }] },
    ),
    {
      ...makePostToReview({}, 6),
      post: makeVideoPost({
        id: 702,
        status: REVIEW_STATUS.review,
        is_unlock: 1,
        article_type: ARTICLE_TYPE.buy,
        price: 4.5,
      }),
    },
    makePostToReview(
      {
        id: 703,
        creatorId: 3,
        title: 'ضوء الصباح على الميناء',
        content: 'ثلاث دراسات للميناء عند الفجر.',
        tags: ['ميناء'],
        article_type: ARTICLE_TYPE.free,
      },
      1,
    ),
  ];
}

let queue: PostToReview[] = makeReviewQueue();

/** Every story starts from the same queue. */
export function resetOpsPosts(items: PostToReview[] = makeReviewQueue()): void {
  queue = items;
}

const list = callHandler(postsToReviewCall, async ({ input }) => {
  await delay(100);
  // The published-at-once tab holds nothing in these stories: every published post was reviewed.
  const posts = input.queue === 'waiting' ? queue : [];
  const start = (input.page - 1) * input.limit;
  return sealedReply(postsToReviewCall, {
    list: posts.slice(start, start + input.limit),
    page: input.page,
    limit: input.limit,
    total: posts.length,
  });
});

const decide = callHandler(decidePostCall, async ({ input }) => {
  await delay(150);
  queue = queue.filter((item) => item.post.id !== input.id);
  return sealedReply(decidePostCall, {
    id: input.id,
    status: input.decision === 'approve' ? REVIEW_STATUS.published : REVIEW_STATUS.reject,
  });
});

const never = (path: string) =>
  http.post(path, async () => {
    await delay('infinite');
  });

export const opsPostsHandlers = {
  /** Three waiting posts; decisions go through and take the post out of the queue. */
  loaded: { opsPostsToReview: list, opsDecidePost: decide },
  /** Nothing waits. */
  empty: {
    opsPostsToReview: callHandler(postsToReviewCall, ({ input }) =>
      sealedReply(postsToReviewCall, { list: [], page: input.page, limit: input.limit, total: 0 }),
    ),
  },
  /** The first page never arrives. */
  loading: { opsPostsToReview: never(callUrl(postsToReviewCall)) },
  /** The server cannot be reached. */
  error: { opsPostsToReview: callHandler(postsToReviewCall, () => sealedError(MOCK_SERVER_ERROR)) },
  /** The queue loads, but the server refuses the approval (the video is still processing). */
  refused: {
    opsPostsToReview: list,
    opsDecidePost: callHandler(decidePostCall, async () => {
      await delay(100);
      return sealedError(MOCK_STILL_PROCESSING);
    }),
  },
};
