/**
 * MSW handlers of publishing: the image upload (`POST /api/upload/image`, plain JSON, docs/api.md
 * 5.9), article/publish, article/getArticleByIdForEdit and the tag suggestions (article/getList
 * by category), one named handler per data state. They keep nothing an answer depends on: an
 * upload refused and then retried is the refusing handler, swapped for the storing one with
 * `msw.use` when the story retries. `publishCallLog` records what was asked, so a story proves
 * what the form sent; publishing across calls runs against the real server
 * (tests/e2e/publish.spec.ts, publish-video.spec.ts).
 *
 *   parameters: { msw: { handlers: { ...publishHandlers, upload: uploadImageHandlers.refused } } }
 */
import { delay, http, HttpResponse } from 'msw';
import type { z } from 'zod/mini';
import { getPostForEditCall } from '../contract/calls/post-for-edit.ts';
import { getPostListCall } from '../contract/calls/post-list.ts';
import { publishPostCall } from '../contract/calls/post-publish.ts';
import type { CallResponse } from '../contract/call.ts';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../contract/enums.ts';
import { mockEncryptedUrl } from './handlers-encrypted-media.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { planHandlers } from './handlers-plans.ts';
import { videoUploadHandlers } from './handlers-upload-video.ts';
import { userHandlers, userInfoHandlers } from './handlers-user.ts';
import { makeFeed, makePostPage } from './factories.ts';
import { mockPhoto } from './images.ts';

/** The server's English messages (locales/server/en.json) for the refusals the mocks give. */
export const MOCK_PUBLISH_ERRORS = {
  uploadNotFound: 'One of the files is not among your uploads. Upload it again.',
  imageType: 'Only JPG, PNG, GIF and WebP images can be uploaded.',
  postNotFound: 'This post does not exist or is no longer available.',
} as const;

/** The id article/publish answers for a new post. */
export const MOCK_PUBLISHED_ID = 501;

type PublishInput = z.output<typeof publishPostCall.request>;

/** What the handlers were asked: how many images were stored and each publish request. */
export const publishCallLog = {
  uploads: 0,
  publish: [] as PublishInput[],
};

/** Empties the log; call it at the start of a story. */
export function resetPublishCallLog(): void {
  publishCallLog.uploads = 0;
  publishCallLog.publish.length = 0;
}

const IMAGE_UPLOAD = '*/api/upload/image';

const uploaded = () => {
  publishCallLog.uploads += 1;
  // Each stored image has an id of its own, as the server gives it.
  const id = crypto.randomUUID();
  return HttpResponse.json({
    code: 1,
    msg: `uploads/${id}/blur.webp`,
    data: { upload_id: id, width: 1200, height: 900 },
  });
};
const refused = () => HttpResponse.json({ code: 0, msg: MOCK_PUBLISH_ERRORS.imageType }, { status: 415 });

/** POST /api/upload/image */
export const uploadImageHandlers = {
  /** Stores every image: code 1, the blurred preview's path in msg, the upload id. */
  default: http.post(IMAGE_UPLOAD, uploaded),
  /** Refuses every image with the server's 415 message. */
  refused: http.post(IMAGE_UPLOAD, refused),
  /** Never answers: the image stays uploading. */
  loading: http.post(IMAGE_UPLOAD, async () => {
    await delay('infinite');
    return refused();
  }),
};

/** article/publish */
export const publishHandlers = {
  /** Published at once (REVIEW_MODE auto): status 2. */
  default: callHandler(publishPostCall, ({ input }) => {
    publishCallLog.publish.push(input);
    return sealedReply(publishPostCall, {
      id: input.id ?? MOCK_PUBLISHED_ID,
      status: REVIEW_STATUS.published,
    });
  }),
  /** Waits for an operator (REVIEW_MODE manual): status 1. */
  review: callHandler(publishPostCall, ({ input }) => {
    publishCallLog.publish.push(input);
    return sealedReply(publishPostCall, { id: input.id ?? MOCK_PUBLISHED_ID, status: REVIEW_STATUS.review });
  }),
  /** A post whose video is not processed yet: ready_slice (4), its job moves it on. */
  processing: callHandler(publishPostCall, ({ input }) => {
    publishCallLog.publish.push(input);
    return sealedReply(publishPostCall, {
      id: input.id ?? MOCK_PUBLISHED_ID,
      status: REVIEW_STATUS.readySlice,
    });
  }),
  /** Refused with the server's message. */
  refused: callHandler(publishPostCall, ({ input }) => {
    publishCallLog.publish.push(input);
    return sealedError(MOCK_PUBLISH_ERRORS.uploadNotFound);
  }),
};

export type PostForEdit = CallResponse<typeof getPostForEditCall>;

/** The creator's subscription post 42, two images, unlocked by plan 1, under review after a rejection. */
export function makePostForEdit(overrides: Partial<PostForEdit> = {}): PostForEdit {
  return {
    id: 42,
    category: 'photography',
    title: 'Harbour at dawn',
    content: 'Six frames from the pier before the boats went out.',
    tags: ['harbour', 'dawn'],
    resource_type: 1,
    article_type: ARTICLE_TYPE.subscription,
    subscription_ids: [1],
    price: 0,
    display_at: 1_768_478_400,
    status: REVIEW_STATUS.published,
    review_note: '',
    review_reason: '',
    media: [1, 2].map((seed) => ({
      upload_id: `00000000-0000-4000-8000-00000000010${seed}`,
      url: mockPhoto({ width: 400, height: 400, seed }),
      url_blur: mockPhoto({ width: 32, height: 32, seed }),
      width: 1200,
      height: 900,
      video_time: 0,
    })),
    ...overrides,
  };
}

/** Two hours after the mocks loaded, on the minute (the date-time picker's precision). */
export const MOCK_SCHEDULED_AT = Math.floor((Date.now() + 2 * 3_600_000) / 60_000) * 60;

/** article/getArticleByIdForEdit */
export const postForEditHandlers = {
  default: callHandler(getPostForEditCall, ({ input }) =>
    sealedReply(getPostForEditCall, makePostForEdit({ id: input.id })),
  ),
  /** A free post scheduled for MOCK_SCHEDULED_AT. */
  scheduled: callHandler(getPostForEditCall, ({ input }) =>
    sealedReply(
      getPostForEditCall,
      makePostForEdit({ id: input.id, display_at: MOCK_SCHEDULED_AT, article_type: ARTICLE_TYPE.free }),
    ),
  ),
  notFound: callHandler(getPostForEditCall, () => sealedError(MOCK_PUBLISH_ERRORS.postNotFound)),
  /** As the server answers a locked image post: its originals encrypted (handlers-encrypted-media.ts). */
  encrypted: callHandler(getPostForEditCall, ({ input }) =>
    sealedReply(
      getPostForEditCall,
      makePostForEdit({
        id: input.id,
        media: ([1, 2] as const).map((photo) => ({
          upload_id: `00000000-0000-4000-8000-00000000010${photo}`,
          url: mockEncryptedUrl(photo),
          url_blur: mockPhoto({ width: 32, height: 32, seed: photo }),
          width: 480,
          height: 600,
          video_time: 0,
        })),
      }),
    ),
  ),
};

/** The tags the suggestions offer (the category's popular posts), most used first. */
export const MOCK_POPULAR_TAGS = ['sunrise', 'harbour', 'film', 'portrait', 'street'] as const;

/** article/getList as the tag suggestions ask it (by category). */
export const popularTagHandlers = {
  default: callHandler(getPostListCall, ({ input }) =>
    sealedReply(
      getPostListCall,
      makePostPage(
        makeFeed(5).map((post, index) => ({ ...post, tags: MOCK_POPULAR_TAGS.slice(0, 5 - index) })),
        input.page,
        input.limit,
      ),
    ),
  ),
};

/** Everything the publish screen asks, for a signed-in creator with three plans. */
export const publishScreenHandlers = {
  ...userHandlers,
  ...planHandlers,
  userInfo: userInfoHandlers.creator,
  upload: uploadImageHandlers.default,
  publish: publishHandlers.default,
  postForEdit: postForEditHandlers.default,
  posts: popularTagHandlers.default,
  ...videoUploadHandlers,
};
