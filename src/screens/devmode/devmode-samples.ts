/**
 * Sample data for the developer pages, written here rather than taken from src/mocks: small, and
 * nothing of the mocks can follow it into a build. Shaped by the contract's types, as the server
 * answers them; the texts are sample content (what members write), not the app's words.
 */
import type { PayWay } from '../../contract/entities-money.ts';
import type { Plan } from '../../contract/entities-social.ts';
import type { Creator, Post } from '../../contract/entities.ts';
import { ARTICLE_TYPE, PAYMENT_TYPE, RESOURCE_TYPE } from '../../contract/enums.ts';

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** A sunset over hills, 800 × 1000. */
const PHOTO = svg(
  800,
  1000,
  '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9c784"/><stop offset="1" stop-color="#8e44ad"/></linearGradient></defs><rect width="800" height="1000" fill="url(#g)"/><circle cx="560" cy="300" r="110" fill="#fff3d6"/><path d="M0 750 Q240 600 480 720 T800 680 V1000 H0 Z" fill="#4a235a"/>',
);
/** The same picture as a locked post's blurred preview. */
const BLURRED = svg(
  800,
  1000,
  '<defs><radialGradient id="b" cx="0.6" cy="0.35" r="0.9"><stop offset="0" stop-color="#f5cba7"/><stop offset="1" stop-color="#6c3483"/></radialGradient></defs><rect width="800" height="1000" fill="url(#b)"/>',
);
const AVATAR = svg(96, 96, '<rect width="96" height="96" rx="48" fill="#7d3c98"/>');
const BANNER = svg(
  1200,
  400,
  '<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#85c1e9"/><stop offset="1" stop-color="#6d28d9"/></linearGradient></defs><rect width="1200" height="400" fill="url(#c)"/>',
);

const CREATED = 1_767_225_600; // 2026-01-01T00:00:00Z

export const SAMPLE_POST: Post = {
  id: 101,
  category: 'photography',
  title: 'Golden hour over the hills',
  content: 'Forty minutes of waiting for the light, and it was worth every one of them.',
  tags: ['sunset', 'landscape'],
  user: { username: 'mayaroams', nickname: 'Maya Roams', thumb: AVATAR, aff: 1001, is_block: 0 },
  aff: 1001,
  uuid: '6f1c2a9e-0d4b-4c8e-9a57-3b2d1e0f4a61',
  resource_type: RESOURCE_TYPE.image,
  article_type: ARTICLE_TYPE.free,
  url: [{ url: PHOTO, url_blur: BLURRED, video_time: 0, width: 800, height: 1000 }],
  content_width: 800,
  content_height: 1000,
  display_at: CREATED,
  display_ts: '2026-01-01T00:00:00.000Z',
  is_unlock: 1,
  is_liked: 0,
  like_num: 1234,
  comment_num: 56,
  share_num: 7,
  view_num: 15_300,
  buy: 0,
  status: 2,
  created_ts: CREATED,
  created_at: '2026-01-01T00:00:00Z',
  share_url: 'https://fanvault.test/en/mayaroams/101',
  subscription_ids: [],
  price: 0,
};

/** The same creator's post for subscribers, as a visitor receives it: the blurred preview only. */
export const SAMPLE_LOCKED_POST: Post = {
  ...SAMPLE_POST,
  id: 102,
  title: 'The full series, behind the scenes',
  article_type: ARTICLE_TYPE.subscription,
  is_unlock: 0,
  url: [{ url: null, url_blur: BLURRED, video_time: 0, width: 800, height: 1000 }],
  share_url: 'https://fanvault.test/en/mayaroams/102',
  subscription_ids: [11],
};

export const SAMPLE_CREATOR: Creator = {
  uuid: SAMPLE_POST.uuid,
  aff: 1001,
  username: 'mayaroams',
  nickname: 'Maya Roams',
  description: 'Landscapes at the edges of the day.',
  thumb: AVATAR,
  background: BANNER,
  post_num: 128,
  view_count: 1_520_000,
  subscription_list: [{ id: 11, name: 'Supporter', price: 4.99 }],
  is_subscribed: 0,
  is_block: 0,
  is_able_send_message: 1,
  share_url: 'https://fanvault.test/en/mayaroams',
  instagram_link: '',
  facebook_link: '',
  twitter_link: '',
  youtube_link: '',
  tiktok_link: '',
  json_info: {},
};

export const SAMPLE_PLAN: Plan = {
  id: 11,
  name: 'Supporter',
  content: 'Every new series a week early, and the stories behind them.',
  price: 4.99,
  expire_days: 30,
  unlock_day_after_subscribe: 1000,
  picture: BANNER,
  status: 1,
  article_contain: 42,
  is_subscribed: 0,
  offer: null,
};

/** A card, PayPal and USDT, as pay/getPayWays lists them; ids are sample ones. */
export const SAMPLE_PAY_WAYS: PayWay[] = [
  { payment_type: PAYMENT_TYPE.CREDIT_CARD, pay_type_id: 1, min_money: 1, max_money: 999 },
  { payment_type: PAYMENT_TYPE.PAYPAL, pay_type_id: 2, min_money: 1, max_money: 500 },
  { payment_type: PAYMENT_TYPE.USDT, pay_type_id: 3, min_money: 10, max_money: 999 },
];
