/**
 * Encrypted originals in stories (spec §7; docs/api.md "Encrypted originals"): `/media/e/` answers
 * a story photo of public/storybook-media encrypted as the server does (IV ‖ AES-256-GCM
 * ciphertext ‖ tag) under MOCK_MEDIA_IMAGE_KEY, which the default app/config hands out. A path
 * under `/media/e/corrupt/` answers the same bytes with one flipped, which no key decrypts.
 * `encryptedMediaLog` records the paths asked for, so a story proves each was fetched once.
 */
import { bypass, http, HttpResponse } from 'msw';
import { getPostListCall } from '../contract/calls/post-list.ts';
import type { Post } from '../contract/entities.ts';
import { ARTICLE_TYPE } from '../contract/enums.ts';
import { callHandler, sealedReply } from './envelope.ts';
import { makePost, makePostPage, MOCK_MEDIA_IMAGE_KEY } from './factories.ts';
import { mockBlurredPhoto } from './images.ts';

/** Paths of `/media/e/` requests, in order. */
export const encryptedMediaLog: string[] = [];

export function resetEncryptedMediaLog(): void {
  encryptedMediaLog.length = 0;
}

/** A signed-looking encrypted original of story photo `n` (1 to 3); `corrupt` answers altered bytes. */
export function mockEncryptedUrl(photo: 1 | 2 | 3, corrupt = false): string {
  return `/media/e/${corrupt ? 'corrupt/' : ''}posts/story/photo-${photo}.jpg?exp=4102444800&v=u1&sig=mock`;
}

/** A subscription post the viewer has unlocked: its original comes encrypted. */
export function makeEncryptedPost(id: number, photo: 1 | 2 | 3, corrupt = false): Post {
  return makePost({
    id,
    title: corrupt ? `Subscribers only: damaged file ${id}` : `Subscribers only: studio set ${id}`,
    article_type: ARTICLE_TYPE.subscription,
    subscription_ids: [1],
    url: [
      {
        url: mockEncryptedUrl(photo, corrupt),
        url_blur: mockBlurredPhoto({ width: 480, height: 600, seed: id }),
        video_time: 0,
        width: 480,
        height: 600,
      },
    ],
    content_width: 480,
    content_height: 600,
  });
}

/** The feed of the encrypted-media stories: a decryptable original, then a damaged one. */
export const MOCK_ENCRYPTED_FEED: readonly Post[] = [
  makeEncryptedPost(81, 1),
  makeEncryptedPost(82, 2, true),
];

/** The IV of the stories: fixed, so every run answers the same bytes (the server derives one per file). */
const MOCK_IV = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

let mockKey: Promise<CryptoKey> | undefined;

function keyOf(): Promise<CryptoKey> {
  mockKey ??= crypto.subtle.importKey(
    'raw',
    Uint8Array.from(atob(MOCK_MEDIA_IMAGE_KEY), (char) => char.charCodeAt(0)),
    { name: 'AES-GCM' },
    false,
    ['encrypt'],
  );
  return mockKey;
}

/** GET /media/e/*: the story photo named by the path, encrypted; the corrupt folder's altered. */
export const encryptedMediaHandler = http.get('/media/e/*', async ({ request }) => {
  const path = new URL(request.url).pathname;
  encryptedMediaLog.push(path);
  const photo = /photo-([123])\.jpg$/.exec(path)?.[1];
  if (!photo) return new HttpResponse(null, { status: 404 });
  const plain = await (
    await fetch(bypass(new URL(`/storybook-media/photo-${photo}.jpg`, request.url)))
  ).arrayBuffer();
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv: MOCK_IV }, await keyOf(), plain),
  );
  const body = new Uint8Array(MOCK_IV.length + sealed.length);
  body.set(MOCK_IV);
  body.set(sealed, MOCK_IV.length);
  if (path.startsWith('/media/e/corrupt/')) body[body.length - 40]! ^= 0xff;
  return new HttpResponse(body, {
    headers: { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'private, max-age=3600' },
  });
});

/** article/getList answering MOCK_ENCRYPTED_FEED (one short page). */
export const encryptedFeedHandler = callHandler(getPostListCall, ({ input }) =>
  sealedReply(
    getPostListCall,
    makePostPage(input.page === 1 ? [...MOCK_ENCRYPTED_FEED] : [], input.page, input.limit),
  ),
);
