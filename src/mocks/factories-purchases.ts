/**
 * Typed, deterministic factories of a fan's purchases (mine-buy): orders, subscriptions and
 * bought posts. Every value derives from the id or the overrides, with MOCK_NOW_SECONDS as now.
 */
import type { Post } from '../contract/entities.ts';
import type { Transaction } from '../contract/entities-money.ts';
import type { UserSubscription } from '../contract/entities-social.ts';
import { ARTICLE_TYPE, USER_SUBSCRIPTION_STATUS } from '../contract/enums.ts';
import { MOCK_NOW_SECONDS, makePost } from './factories.ts';
import { mockAvatar } from './images.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** ISO 8601, as the server writes `*_at` and `expire_time`. */
export function mockIso(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

const CREATORS = [
  { username: 'mira.lens', nickname: 'Mira Lens', aff: 1002 },
  { username: 'tomas.trails', nickname: 'Tomás on Trails', aff: 1003 },
  { username: 'aiko.kitchen', nickname: 'Aiko’s Kitchen', aff: 1004 },
  { username: 'noor.studio', nickname: 'Noor Studio', aff: 1005 },
] as const;

function creatorOf(n: number) {
  return CREATORS[(n - 1) % CREATORS.length] ?? CREATORS[0];
}

/** One of the fan's orders: by default a paid subscription, `id` hours before now. */
export function makeTransaction(overrides: Partial<Transaction> & { id?: number } = {}): Transaction {
  const { id = 1, ...fields } = overrides;
  const created = MOCK_NOW_SECONDS - id * 7 * HOUR;
  return {
    order_id: `ord_${String(id).padStart(6, '0')}`,
    item_name: `Inner circle ${id}`,
    item_id: id,
    pay_amount: 9.99,
    kind: 'subscription',
    status: 'paid',
    username: creatorOf(id).username,
    created_ts: created,
    created_at: mockIso(created),
    ...fields,
  };
}

/** One order of each status and kind the history shows, newest first. */
export function makeTransactionsOfEveryStatus(): Transaction[] {
  return [
    makeTransaction({ id: 1, item_name: 'Inner circle', pay_amount: 9.99 }),
    makeTransaction({ id: 2, item_name: 'Print-quality edit', kind: 'post', pay_amount: 4.99 }),
    makeTransaction({ id: 3, item_name: 'Inner circle', kind: 'renewal', pay_amount: 9.99 }),
    makeTransaction({ id: 4, item_name: 'Trail notes', status: 'pending', pay_amount: 14.5 }),
    makeTransaction({ id: 5, item_name: 'Kitchen club', status: 'failed', pay_amount: 120 }),
    makeTransaction({ id: 6, item_name: 'Studio diaries', status: 'refunded', pay_amount: 19.99 }),
    makeTransaction({ id: 7, item_name: 'Night sky set', kind: 'post', status: 'expired', pay_amount: 2 }),
    makeTransaction({ id: 8, item_name: 'Backstage pass', status: 'cancelled', pay_amount: 6 }),
    makeTransaction({ id: 9, item_name: 'Chargeback test', status: 'disputed', pay_amount: 250 }),
  ];
}

/** `count` paid orders, for paging. */
export function makeManyTransactions(count = 23): Transaction[] {
  return Array.from({ length: count }, (_, index) =>
    makeTransaction({ id: 100 + index, item_name: `Order ${index + 1}` }),
  );
}

/** One of the fan's subscriptions: by default running, renewing in `id * 5` days. */
export function makeUserSubscription(overrides: Partial<UserSubscription> = {}): UserSubscription {
  const id = overrides.id ?? 1;
  const creator = creatorOf(id);
  const status = overrides.status ?? USER_SUBSCRIPTION_STATUS.running;
  const expire =
    status === USER_SUBSCRIPTION_STATUS.expired
      ? MOCK_NOW_SECONDS - id * 3 * DAY
      : MOCK_NOW_SECONDS + id * 5 * DAY;
  return {
    id,
    subscription_id: 10 + id,
    subscription_name: 'Inner circle',
    price: 9.99,
    status,
    expire_time: mockIso(expire),
    expire_ts: expire,
    thumb: mockAvatar(creator.nickname, id),
    nickname: creator.nickname,
    username: creator.username,
    uuid: `00000000-0000-4000-8000-00000000${String(creator.aff).padStart(4, '0')}`,
    aff: creator.aff,
    post_num: 40 + id,
    view_count: 1200 * id,
    ...overrides,
  };
}

/** The fan's subscriptions still giving access (position 1): one running, one cancelled. */
export function makeValidSubscriptions(): UserSubscription[] {
  return [
    makeUserSubscription({ id: 1, subscription_name: 'Inner circle' }),
    makeUserSubscription({
      id: 2,
      subscription_name: 'Trail notes',
      price: 14.5,
      status: USER_SUBSCRIPTION_STATUS.cancelled,
    }),
  ];
}

/** The fan's expired subscriptions (position 2). */
export function makeExpiredSubscriptions(): UserSubscription[] {
  return [
    makeUserSubscription({
      id: 3,
      subscription_name: 'Kitchen club',
      price: 120,
      status: USER_SUBSCRIPTION_STATUS.expired,
    }),
  ];
}

/** A post the fan bought: pay-per-post, unlocked. */
export function makeBoughtPost(overrides: Partial<Post> = {}): Post {
  const id = overrides.id ?? 301;
  return {
    ...makePost({ id, creatorId: (id % 4) + 1, title: `Print-quality edit ${id - 300}`, ...overrides }),
    article_type: ARTICLE_TYPE.buy,
    price: overrides.price ?? 4.99,
    is_unlock: 1,
  };
}

/** `count` bought posts, newest first. */
export function makeBoughtPosts(count = 3): Post[] {
  return Array.from({ length: count }, (_, index) => makeBoughtPost({ id: 301 + index }));
}
