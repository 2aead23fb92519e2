/**
 * Typed, deterministic factories for plans, comments, chat messages and upload items (the
 * entities of src/contract/entities-social.ts). Like factories.ts: no randomness, no clock.
 */
import type { ChatMessage, Comment, Plan, UploadItem } from '../contract/entities-social.ts';
import { CHAT_MESSAGE_STATUS, UPLOAD_STATUS } from '../contract/enums.ts';
import { MOCK_NOW_SECONDS } from './factories.ts';
import { mockAvatar, mockBanner, mockBlurredPhoto, mockPhoto } from './images.ts';

const MINUTE = 60;

function isoOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19);
}

const PLAN_NAMES = ['Supporter', 'Inner circle', 'Backstage pass', 'Patron'] as const;

/** A plan: 30 days of access, every past post unlocked. */
export function makePlan(overrides: Partial<Plan> = {}): Plan {
  const id = overrides.id ?? 1;
  return {
    id,
    name: PLAN_NAMES[(id - 1) % PLAN_NAMES.length] ?? 'Supporter',
    content: 'Every post, early access to new sets and a monthly live Q&A.',
    price: [4.99, 14.99, 29, 99][(id - 1) % 4] ?? 4.99,
    expire_days: 30,
    unlock_day_after_subscribe: 1000,
    picture: mockBanner(id),
    status: 1,
    article_contain: 12 + id * 5,
    is_subscribed: 0,
    offer: null,
    ...overrides,
  };
}

/** `count` plans, ids 1..count, in sort order. */
export function makePlans(count = 3): Plan[] {
  return Array.from({ length: count }, (_, index) => makePlan({ id: index + 1 }));
}

const COMMENTERS = ['Sam Rivera', 'Yuki', 'Amara Okafor', 'Lukas', 'Priya N.'] as const;

/** A top-level comment on post 1, `id` minutes old. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  const id = overrides.id ?? 1;
  const nickname = COMMENTERS[(id - 1) % COMMENTERS.length] ?? 'Sam Rivera';
  const created = MOCK_NOW_SECONDS - id * 7 * MINUTE;
  return {
    id,
    article_id: 1,
    content: 'The light in the third photo is unreal. What lens was that?',
    reply_comment_id: 0,
    author: { nickname, thumb: mockAvatar(nickname, id + 20) },
    created_ts: created,
    created_at: isoOf(created),
    liked: 0,
    like: (id * 13) % 40,
    reply_num: 0,
    ...overrides,
  };
}

/** `count` replies to comment `parentId`. */
export function makeReplies(parentId: number, count = 2): Comment[] {
  return Array.from({ length: count }, (_, index) =>
    makeComment({
      id: parentId * 100 + index + 1,
      reply_comment_id: parentId,
      content: index % 2 ? 'Same question here!' : 'A 35 mm at f/1.8, shot right before sunset.',
      like: index,
    }),
  );
}

/** A delivered text message from the other side. */
export function makeChatMessage(overrides: Partial<ChatMessage> & { seq?: number } = {}): ChatMessage {
  const { seq = 1, ...fields } = overrides;
  return {
    id: `msg-${seq}`,
    timestamp: (MOCK_NOW_SECONDS - (20 - seq) * MINUTE) * 1000,
    content: 'Thanks for subscribing! Anything you would like to see next?',
    contentType: 'text',
    self: false,
    status: CHAT_MESSAGE_STATUS.success,
    unread: false,
    ...fields,
  };
}

/** A photo message; `content` is the photo URL. */
export function makePhotoMessage(overrides: Partial<ChatMessage> & { seq?: number } = {}): ChatMessage {
  return makeChatMessage({
    contentType: 'photos',
    content: mockPhoto({ width: 600, height: 450, seed: overrides.seq ?? 1 }),
    ...overrides,
  });
}

/** An image upload in progress (status uploading, 42 %). */
export function makeUploadItem(overrides: Partial<UploadItem> = {}): UploadItem {
  return {
    id: 'upload-1',
    file: null,
    progress: 42,
    status: UPLOAD_STATUS.uploading,
    failMsg: '',
    url: '',
    width: 800,
    height: 1000,
    duration: 0,
    ...overrides,
  };
}

/** A finished upload with its URL. */
export function makeDoneUpload(overrides: Partial<UploadItem> = {}): UploadItem {
  return makeUploadItem({
    status: UPLOAD_STATUS.done,
    progress: 100,
    url: mockPhoto({ width: 800, height: 1000, seed: 3 }),
    ...overrides,
  });
}

/** The story clip's files (public/storybook-media), as a paid message's video points at them. */
const PAID_VIDEO_MEDIA = {
  playlist: '/storybook-media/hls/clip.m3u8',
  poster: '/storybook-media/poster.jpg',
};

/**
 * A creator's paid message with a video (issue 25): locked (the blurred poster and its length
 * only, as the server sends it to a fan who has not paid) unless `unlocked`; `encoding` says how far the video job is.
 */
export function makePaidVideoMessage(
  options: {
    price?: number;
    unlocked?: boolean;
    bought?: boolean;
    /** The video's encoding. @default 'ready' */
    encoding?: 'processing' | 'ready' | 'failed';
  } & Partial<ChatMessage> = {},
): ChatMessage {
  const { price = 14.99, unlocked = false, bought = false, encoding = 'ready', ...overrides } = options;
  const ready = encoding === 'ready';
  return makeChatMessage({
    contentType: 'paid',
    content: 'The full rehearsal, uncut',
    paid: {
      price,
      bought,
      media: [],
      video: {
        status: encoding,
        posterBlur: ready ? mockBlurredPhoto({ width: 640, height: 360, seed: 7 }) : '',
        poster: ready && unlocked ? PAID_VIDEO_MEDIA.poster : '',
        hls: ready && unlocked ? PAID_VIDEO_MEDIA.playlist : '',
        duration: ready ? 3 : 0,
        width: ready ? 320 : 0,
        height: ready ? 180 : 0,
      },
    },
    ...overrides,
  });
}

/**
 * A creator's paid message (issue 25) with `count` pictures: locked (previews only, as the server
 * sends it to a fan who has not paid) unless `unlocked`; `bought` says the fan paid.
 */
export function makePaidMessage(
  options: {
    count?: number;
    price?: number;
    unlocked?: boolean;
    bought?: boolean;
  } & Partial<ChatMessage> = {},
): ChatMessage {
  const { count = 2, price = 9.99, unlocked = false, bought = false, ...overrides } = options;
  return makeChatMessage({
    contentType: 'paid',
    content: 'Two shots from today’s studio session',
    paid: {
      price,
      bought,
      media: Array.from({ length: count }, (_, index) => ({
        preview: mockBlurredPhoto({ width: 600, height: 600, seed: index + 3 }),
        url: unlocked ? mockPhoto({ width: 600, height: 600, seed: index + 3 }) : '',
        width: 600,
        height: 600,
      })),
    },
    ...overrides,
  });
}
