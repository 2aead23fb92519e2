/**
 * MSW handlers of the post detail (article/getDetail), one named handler per state. Each answers
 * the asked id under the asked username, so a story opens any address and sees that post; a
 * username that is not the post's creator is refused as the server refuses it.
 *
 *   parameters: { msw: { handlers: { postDetail: postDetailHandlers.lockedSubscription } } }
 */
import { delay, HttpResponse } from 'msw';
import { deletePostCall } from '../contract/calls/post-delete.ts';
import { getPostDetailCall } from '../contract/calls/post-detail.ts';
import type { Creator, Post } from '../contract/entities.ts';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../contract/enums.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeLockedPost, makeMedia, makePayPerPost, makePost, makeVideoPost } from './factories.ts';
import { makePostDetail, MOCK_ARABIC_CAPTION, MOCK_LONG_DESCRIPTION } from './factories-discovery.ts';

/** The server's English refusal of a post that is not there for the viewer (content.feedNotExist). */
export const MOCK_POST_NOT_FOUND = 'This post does not exist or has been removed.';

/** The creator of the detail stories: Mira Lens (creator 1). */
const CREATOR_ID = 1;

function detailHandler(makeArticle: (id: number) => Post, creator: Partial<Creator> = {}) {
  return callHandler(getPostDetailCall, ({ input }) => {
    const article = makeArticle(input.id);
    if (input.username !== undefined && input.username.toLowerCase() !== article.user.username)
      return sealedError(MOCK_POST_NOT_FOUND);
    return sealedReply(getPostDetailCall, makePostDetail(article, creator));
  });
}

/** Three photos: the detail pages through them and opens them in the photo viewer. */
const photos = (id: number) => [makeMedia(id), makeMedia(id + 1), makeMedia(id + 2)];

/** article/getDetail */
export const postDetailHandlers = {
  /** A free post of three photos with a short text. */
  free: detailHandler((id) => makePost({ id, creatorId: CREATOR_ID, url: photos(id) })),
  /** A free post whose text runs over two lines: folded, Show more. */
  longText: detailHandler((id) => makePost({ id, creatorId: CREATOR_ID, content: MOCK_LONG_DESCRIPTION })),
  /** An Arabic caption (for the English interface, and the reverse). */
  arabicCaption: detailHandler((id) =>
    makePost({ id, creatorId: CREATOR_ID, title: 'غروب', content: MOCK_ARABIC_CAPTION }),
  ),
  /** A free video post. */
  video: detailHandler((id) => makeVideoPost({ id, creatorId: CREATOR_ID })),
  /** A subscription post the viewer has not unlocked: blurred previews, Subscribe. */
  lockedSubscription: detailHandler((id) =>
    makeLockedPost({ id, creatorId: CREATOR_ID, subscription_ids: [CREATOR_ID * 10 + 1] }),
  ),
  /** A pay-per-post post the viewer has not bought: blurred preview, Buy for 4.99. */
  lockedPayPerPost: detailHandler((id) => makePayPerPost({ id, creatorId: CREATOR_ID })),
  /** The viewer subscribes: the subscription post is open to them. */
  unlockedSubscription: detailHandler(
    (id) => ({ ...makePost({ id, creatorId: CREATOR_ID }), article_type: ARTICLE_TYPE.subscription }),
    { is_subscribed: 1 },
  ),
  /** A private post, which only its owner (the signed-in creator) is answered. */
  privateOwn: detailHandler((id) => ({
    ...makePost({ id, creatorId: CREATOR_ID, title: 'Contact sheet, not for sharing' }),
    article_type: ARTICLE_TYPE.private,
  })),
  /** The owner's post waiting for review. */
  underReview: detailHandler((id) => ({
    ...makePost({ id, creatorId: CREATOR_ID, title: 'Fresh from the darkroom' }),
    status: REVIEW_STATUS.review,
  })),
  notFound: callHandler(getPostDetailCall, () => sealedError(MOCK_POST_NOT_FOUND)),
  loading: callHandler(getPostDetailCall, async () => {
    await delay('infinite');
    return sealedError('unreachable');
  }),
  /** The service is down: a failure that is not "not found" (HTTP 500, no envelope). */
  error: callHandler(getPostDetailCall, () => HttpResponse.json({ data: '' }, { status: 500 })),
};

/** What the post detail's handlers were asked. */
export const postDetailCallLog = { deleted: [] as number[] };

export function resetPostDetailCallLog(): void {
  postDetailCallLog.deleted.length = 0;
}

/** article/delete, from the post detail (any post of the mocked owner). */
export const postDeleteHandlers = {
  default: callHandler(deletePostCall, ({ input }) => {
    postDetailCallLog.deleted.push(input.article_id);
    return sealedReply(deletePostCall, { article_id: input.article_id });
  }),
};
