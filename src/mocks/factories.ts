/**
 * Typed, deterministic factories over the contract's entities. Every value derives from
 * the id or the overrides: no Math.random, no Date.now, so stories and visual snapshots
 * render the same on every machine.
 */
import type { CallResponse } from '../contract/call.ts';
import type { getPostListCall } from '../contract/calls/post-list.ts';
import type { getNewCreatorCall } from '../contract/calls/user-get-new-creator.ts';
import type { AppConfig, Category, Creator, Post } from '../contract/entities.ts';
import { APP_VERSION, ARTICLE_TYPE, DEFAULT_PAGE_SIZE, RESOURCE_TYPE } from '../contract/enums.ts';
import { mockAvatar, mockBanner, mockBlurredPhoto, mockPhoto } from './images.ts';

/** 2026-01-15T12:00:00Z: "now" for every mock timestamp. */
export const MOCK_NOW_SECONDS = 1_768_478_400;
const HOUR = 3600;

export type PostMedia = Post['url'][number];
export type PostPage = CallResponse<typeof getPostListCall>;
export type CreatorPage = CallResponse<typeof getNewCreatorCall>;

function isoOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19);
}

function uuidOf(kind: number, n: number): string {
  const hex = (kind * 1_000_003 + n).toString(16).padStart(12, '0').slice(-12);
  return `00000000-0000-4000-8000-${hex}`;
}

const CREATOR_NAMES = [
  ['mira.lens', 'Mira Lens'],
  ['tomas.trails', 'Tomás on Trails'],
  ['aiko.kitchen', 'Aiko’s Kitchen'],
  ['noor.studio', 'Noor Studio'],
  ['leo.lifts', 'Leo Lifts'],
  ['ines.sketches', 'Inès Sketches'],
] as const;

function creatorName(n: number): readonly [string, string] {
  return CREATOR_NAMES[(n - 1) % CREATOR_NAMES.length] ?? CREATOR_NAMES[0];
}

/** A viewable image: the original and its blurred preview. */
export function makeMedia(seed: number, overrides: Partial<PostMedia> = {}): PostMedia {
  const width = 800;
  const height = 1000;
  return {
    url: mockPhoto({ width, height, seed }),
    url_blur: mockBlurredPhoto({ width, height, seed }),
    video_time: 0,
    width,
    height,
    ...overrides,
  };
}

/** The same media as a viewer without entitlement receives it: no original URL. */
export function lockMedia(media: PostMedia): PostMedia {
  return { ...media, url: null };
}

/** A free (SCH) image post from creator `creatorId`, unlocked for everyone. */
export function makePost(overrides: Partial<Post> & { creatorId?: number } = {}): Post {
  const { creatorId, ...fields } = overrides;
  const id = fields.id ?? 1;
  const authorId = creatorId ?? ((id - 1) % CREATOR_NAMES.length) + 1;
  const [username, nickname] = creatorName(authorId);
  const created = MOCK_NOW_SECONDS - id * 5 * HOUR;
  return {
    id,
    category: 'photography',
    title: `Golden hour, part ${id}`,
    content: `Behind the scenes of shoot number ${id}: light, patience and a lot of coffee.`,
    tags: ['behindthescenes', 'photo'],
    user: {
      username,
      nickname,
      thumb: mockAvatar(nickname, authorId),
      aff: 1000 + authorId,
      is_block: 0,
    },
    aff: 1000 + authorId,
    uuid: uuidOf(1, authorId),
    resource_type: RESOURCE_TYPE.image,
    article_type: ARTICLE_TYPE.free,
    url: [makeMedia(id)],
    content_width: 800,
    content_height: 1000,
    display_at: created,
    display_ts: isoOf(created),
    is_unlock: 1,
    is_liked: 0,
    like_num: (id * 37) % 500,
    comment_num: (id * 11) % 80,
    share_num: (id * 3) % 20,
    view_num: 1200 + id * 97,
    buy: 0,
    status: 2,
    created_ts: created,
    created_at: isoOf(created),
    share_url: `https://fanvault.test/en/${username}/${id}`,
    subscription_ids: [],
    price: 0,
    ...fields,
  };
}

/** A subscription (SUB) post the viewer has not unlocked: blurred previews only. */
export function makeLockedPost(overrides: Partial<Post> & { creatorId?: number } = {}): Post {
  const base = makePost({ title: `Subscribers only: set ${overrides.id ?? 1}`, ...overrides });
  return {
    ...base,
    article_type: ARTICLE_TYPE.subscription,
    is_unlock: 0,
    subscription_ids: overrides.subscription_ids ?? [1],
    url: (overrides.url ?? base.url).map(lockMedia),
  };
}

/** A pay-per-post (BUY) post the viewer has not bought. */
export function makePayPerPost(overrides: Partial<Post> & { creatorId?: number } = {}): Post {
  const locked = makeLockedPost({
    title: 'Print-quality edit',
    price: 4.99,
    subscription_ids: [],
    ...overrides,
  });
  return { ...locked, article_type: ARTICLE_TYPE.buy };
}

/** A free video post (1 min 35 s). */
export function makeVideoPost(overrides: Partial<Post> & { creatorId?: number } = {}): Post {
  const base = makePost({ title: 'A minute and a half of mountain air', ...overrides });
  return {
    ...base,
    resource_type: RESOURCE_TYPE.video,
    url: base.url.map((media) => ({ ...media, video_time: 95 })),
  };
}

/** A subscription video post the viewer has not unlocked: its blurred poster only. */
export function makeLockedVideoPost(overrides: Partial<Post> & { creatorId?: number } = {}): Post {
  const locked = makeLockedPost({ title: 'Full session, subscribers only', ...overrides });
  return {
    ...locked,
    resource_type: RESOURCE_TYPE.video,
    url: locked.url.map((media) => ({ ...media, video_time: 95 })),
  };
}

/**
 * The feed the seed script gives a visitor: free posts with a subscription-locked post
 * third and a pay-per-post fifth.
 */
export function makeFeed(count = DEFAULT_PAGE_SIZE, firstId = 1): Post[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    if (index % 5 === 2) return makeLockedPost({ id });
    if (index % 5 === 4) return makePayPerPost({ id });
    return makePost({ id });
  });
}

/** One page of getList. */
export function makePostPage(list: Post[], page = 1, limit = DEFAULT_PAGE_SIZE): PostPage {
  return { list, page, limit };
}

export function makeCreator(overrides: Partial<Creator> & { id?: number } = {}): Creator {
  const { id = 1, ...fields } = overrides;
  const [username, nickname] = creatorName(id);
  return {
    uuid: uuidOf(1, id),
    aff: 10_000 + id,
    username,
    nickname,
    description: `${nickname} shares new work every week: the process, the failures and the finished pieces.`,
    thumb: mockAvatar(nickname, id),
    background: mockBanner(id),
    post_num: 10 + id * 7,
    view_count: 25_000 + id * 1_311,
    subscription_list: [
      { id: id * 10 + 1, name: 'Supporter', price: 4.99 },
      { id: id * 10 + 2, name: 'Inner circle', price: 14.99 },
    ],
    is_subscribed: 0,
    is_block: 0,
    is_able_send_message: 1,
    share_url: `https://fanvault.test/en/${username}`,
    instagram_link: '',
    facebook_link: '',
    twitter_link: '',
    youtube_link: '',
    tiktok_link: '',
    json_info: {},
    ...fields,
  };
}

/** `count` distinct creators, ids 1..count. */
export function makeCreators(count: number = CREATOR_NAMES.length): Creator[] {
  return Array.from({ length: count }, (_, index) => makeCreator({ id: index + 1 }));
}

export function makeCreatorPage(list: Creator[], page = 1, limit = DEFAULT_PAGE_SIZE): CreatorPage {
  return { list, page, limit };
}

/** The category codes of the seed data; labels are `category.{code}` messages. */
export const CATEGORY_CODES = ['photography', 'fitness', 'cooking', 'music', 'art', 'travel'] as const;

export function makeCategory(overrides: Partial<Category> = {}): Category {
  const id = overrides.id ?? 1;
  return { id, code: CATEGORY_CODES[(id - 1) % CATEGORY_CODES.length] ?? 'photography', ...overrides };
}

export function makeCategories(): Category[] {
  return CATEGORY_CODES.map((code, index) => ({ id: index + 1, code }));
}

/** The stories' deployment key (32 bytes, base64): src/mocks/handlers-encrypted-media.ts encrypts with it. */
export const MOCK_MEDIA_IMAGE_KEY = 'ZmFudmF1bHQtc3Rvcnlib29rLWltYWdlLWtleS0zMmI=';

export function makeAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    version: APP_VERSION,
    img_upload_url: '/api/media/upload',
    upload_img_key: 'mock-upload-key',
    upload_multipart_start: '/api/media/multipart/start',
    upload_mp4_big_key: 'mock-video-key',
    upload_multipart_complete: '/api/media/multipart/complete',
    upload_mobile_big_mp4_upload: '/api/media/multipart/part',
    subscription_images: [mockBanner(1), mockBanner(2), mockBanner(3)],
    img_url: '',
    multi_payment_lang: ['en'],
    tip_max_amount: 200,
    fee_bps: 0,
    payment_cost_bps: 0,
    payment_cost_fixed: 0,
    im_url: ['ws://127.0.0.1:0/chat'],
    via: 'pwa',
    oauth_providers: ['google', 'twitter', 'apple'],
    media_image_key: MOCK_MEDIA_IMAGE_KEY,
    operator: {
      name: 'FanVault Demo Operator',
      address: '1 Example Street, 10115 Berlin, Germany',
      email: 'support@fanvault.example',
      social: {
        instagram_link: 'https://www.instagram.com/fanvault',
        twitter_link: 'https://x.com/fanvault',
        youtube_link: 'https://www.youtube.com/@fanvault',
      },
    },
    public_url: 'https://fanvault.example',
    ...overrides,
  };
}
