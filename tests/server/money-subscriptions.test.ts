/**
 * Subscriptions (spec §3, §4, issue 10): paying for a plan opens its posts within the plan's
 * unlock window until the subscription ends; paying again while it runs adds a period at its end;
 * after it ended, paying again starts a new run; cancel and restore change renewal only. The
 * lists (listSubs, mySubscription), the plans' and creators' is_subscribed, the plans offered
 * from a post and the subscribed feed follow. Each test ends with the ledger invariant.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listUserSubscriptionsCall } from '../../src/contract/calls/user-subscriptions.ts';
import type { Post } from '../../src/contract/entities.ts';
import type { UserSubscription } from '../../src/contract/entities-social.ts';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import {
  callAs,
  expectLedgerBalanced,
  newCreator,
  newMember,
  newPlan,
  newPost,
  ok,
  subscribe,
  type Member,
} from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const DAY = 24 * 3600;
let server: TestServer;
let creator: Member;
/** Unlocks 30 days of posts, lasts 7 days, 4.99. */
let windowPlan: number;
/** Every post, 30 days, 12.99. */
let allPlan: number;
const posts = { old: 0, recent: 0, otherPlan: 0, payPerPost: 0, free: 0 };

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  creator = await newCreator(server);
  windowPlan = await newPlan(server, creator, {
    name: 'Window',
    price: 4.99,
    unlock_day_after_subscribe: 30,
    expire_days: 7,
  });
  allPlan = await newPlan(server, creator, {
    name: 'Archive',
    price: 12.99,
    unlock_day_after_subscribe: 1000,
    expire_days: 30,
  });
  const sub = ARTICLE_TYPE.subscription;
  posts.old = await newPost(server, creator, {
    articleType: sub,
    planIds: [windowPlan, allPlan],
    hoursAgo: 40 * 24,
  });
  posts.recent = await newPost(server, creator, {
    articleType: sub,
    planIds: [windowPlan, allPlan],
    hoursAgo: 20 * 24,
  });
  posts.otherPlan = await newPost(server, creator, { articleType: sub, planIds: [allPlan], hoursAgo: 2 });
  posts.payPerPost = await newPost(server, creator, { articleType: ARTICLE_TYPE.buy, priceCents: 900 });
  posts.free = await newPost(server, creator, { articleType: ARTICLE_TYPE.free });
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(server, [creator]);
});

async function unlocked(member: Member | undefined, uuid = creator.uuid): Promise<Record<number, number>> {
  const data = await ok<{ list: Post[] }>(server, member, 'article/getList', {
    filter_by: 1,
    uuid,
    limit: 50,
  });
  return Object.fromEntries(data.list.map((post) => [post.id, post.is_unlock]));
}

async function subscriptions(member: Member, position: 1 | 2): Promise<UserSubscription[]> {
  return listUserSubscriptionsCall.response.parse(await ok(server, member, 'user/listSubs', { position }))
    .list;
}

const nowSeconds = () => Math.floor(server.clock.now().getTime() / 1000);

describe('a subscription', () => {
  it("opens the plan's posts displayed within its unlock window (30 days before it began), and nothing else", async () => {
    const fan = await newMember(server);
    expect(await unlocked(fan)).toMatchObject({
      [posts.old]: 0,
      [posts.recent]: 0,
      [posts.otherPlan]: 0,
      [posts.payPerPost]: 0,
      [posts.free]: 1,
    });
    await subscribe(server, fan, creator, windowPlan, 4.99);
    expect(await unlocked(fan)).toMatchObject({
      [posts.old]: 0,
      [posts.recent]: 1,
      [posts.otherPlan]: 0,
      [posts.payPerPost]: 0,
      [posts.free]: 1,
    });
    // A post published while it runs is in the window too.
    const later = await newPost(server, creator, {
      articleType: ARTICLE_TYPE.subscription,
      planIds: [windowPlan],
    });
    expect((await unlocked(fan))[later]).toBe(1);
    // Visitors and other members see no change.
    expect((await unlocked(undefined))[posts.recent]).toBe(0);
    expect((await unlocked(await newMember(server)))[posts.recent]).toBe(0);
  });

  it('of a plan with unlock 1000 opens every post of that plan, however old', async () => {
    const fan = await newMember(server);
    await subscribe(server, fan, creator, allPlan, 12.99);
    expect(await unlocked(fan)).toMatchObject({
      [posts.old]: 1,
      [posts.recent]: 1,
      [posts.otherPlan]: 1,
      [posts.payPerPost]: 0,
    });
  });

  it('is listed as valid (status 1, running) with its plan, price and creator, and counted by mySubscription', async () => {
    const fan = await newMember(server);
    await subscribe(server, fan, creator, windowPlan, 4.99);
    const [held] = await subscriptions(fan, 1);
    expect(held).toMatchObject({
      subscription_id: windowPlan,
      subscription_name: 'Window',
      price: 4.99,
      status: 1,
      username: creator.username,
      uuid: creator.uuid,
      aff: creator.aff,
    });
    expect(held!.expire_ts - nowSeconds()).toBeGreaterThan(7 * DAY - 60);
    expect(held!.expire_ts - nowSeconds()).toBeLessThanOrEqual(7 * DAY);
    expect(Math.floor(Date.parse(held!.expire_time) / 1000)).toBe(held!.expire_ts);
    expect(await subscriptions(fan, 2)).toEqual([]);
    const mine = await ok<{ list: UserSubscription[] }>(server, fan, 'subscription/mySubscription');
    expect(mine.list.map((item) => item.id)).toEqual([held!.id]);
  });

  it('paid for again while it runs (in advance) adds 7 days at its end, keeping its unlock window', async () => {
    const fan = await newMember(server);
    await subscribe(server, fan, creator, windowPlan, 4.99);
    const [first] = await subscriptions(fan, 1);
    await subscribe(server, fan, creator, windowPlan, 4.99);
    const [second] = await subscriptions(fan, 1);
    expect(second!.id).toBe(first!.id);
    expect(second!.expire_ts - first!.expire_ts).toBe(7 * DAY);
    expect((await unlocked(fan))[posts.old]).toBe(0);
  });

  it('is marked on the plans, the creator and the plans offered from a post (is_subscribed)', async () => {
    const fan = await newMember(server);
    await subscribe(server, fan, creator, windowPlan, 4.99);
    const plans = await ok<{ list: { id: number; is_subscribed: number }[] }>(
      server,
      fan,
      'subscription/listSubscriptionByUuid',
      { uuid: creator.uuid },
    );
    expect(Object.fromEntries(plans.list.map((plan) => [plan.id, plan.is_subscribed]))).toEqual({
      [windowPlan]: 1,
      [allPlan]: 0,
    });
    expect(
      (await ok<{ is_subscribed: number }>(server, fan, 'user/getUserInfoByUuid', { uuid: creator.uuid }))
        .is_subscribed,
    ).toBe(1);
    const other = await newMember(server);
    expect(
      (await ok<{ is_subscribed: number }>(server, other, 'user/getUserInfoByUuid', { uuid: creator.uuid }))
        .is_subscribed,
    ).toBe(0);
    const offered = await ok<{ list: { id: number; is_subscribed: number }[] }>(
      server,
      fan,
      'article/getArticleSubscription',
      {
        article_id: posts.recent,
        rmd: 0,
      },
    );
    expect(offered.list.map((plan) => [plan.id, plan.is_subscribed])).toEqual([
      [windowPlan, 1],
      [allPlan, 0],
    ]);
  });

  it("fills the subscribed feed (filter_by 2) with its creator's posts, newest first", async () => {
    const fan = await newMember(server);
    const elsewhere = await newCreator(server);
    await newPost(server, elsewhere, { articleType: ARTICLE_TYPE.free });
    expect((await ok<{ list: Post[] }>(server, fan, 'article/getList', { filter_by: 2 })).list).toEqual([]);
    await subscribe(server, fan, creator, windowPlan, 4.99);
    const feed = (await ok<{ list: Post[] }>(server, fan, 'article/getList', { filter_by: 2, limit: 50 }))
      .list;
    expect(new Set(feed.map((post) => post.uuid))).toEqual(new Set([creator.uuid]));
    expect(feed.map((post) => post.id)).toContain(posts.free);
    expect(feed.map((post) => post.display_at)).toEqual(
      [...feed.map((post) => post.display_at)].sort((a, b) => b - a),
    );
    expect((await ok<{ list: Post[] }>(server, undefined, 'article/getList', { filter_by: 2 })).list).toEqual(
      [],
    );
  });
});

describe('the one rule in its two forms', () => {
  it("filters the liked list by unlock exactly as the feed marks is_unlock (the window's edge included)", async () => {
    const fan = await newMember(server);
    for (const id of [posts.old, posts.recent, posts.otherPlan, posts.free])
      await ok(server, fan, 'article/like', { article_id: id });
    await subscribe(server, fan, creator, windowPlan, 4.99);
    const marks = await unlocked(fan);
    const liked = async (unlock: number) =>
      (await ok<{ list: Post[] }>(server, fan, 'user/getArticleList', { type: 2, unlock })).list.map(
        (post) => post.id,
      );
    const open = await liked(1);
    const closed = await liked(0);
    expect(open.sort()).toEqual([posts.recent, posts.free].sort());
    expect(closed.sort()).toEqual([posts.old, posts.otherPlan].sort());
    for (const id of open) expect(marks[id]).toBe(1);
    for (const id of closed) expect(marks[id]).toBe(0);
  });
});

describe('the plans offered from a post (article/getArticleSubscription)', () => {
  it('answers the plans containing the post (rmd 1), the others (rmd 2) or all (rmd 0), in order', async () => {
    const ask = async (article_id: number, rmd: number) =>
      (
        await ok<{ list: { id: number }[] }>(server, undefined, 'article/getArticleSubscription', {
          article_id,
          rmd,
        })
      ).list.map((plan) => plan.id);
    expect(await ask(posts.otherPlan, 1)).toEqual([allPlan]);
    expect(await ask(posts.otherPlan, 2)).toEqual([windowPlan]);
    expect(await ask(posts.otherPlan, 0)).toEqual([windowPlan, allPlan]);
    expect(await ask(posts.payPerPost, 1)).toEqual([]);
    const body = await callAs(server, undefined, 'article/getArticleSubscription', { article_id: 999_999 });
    expect(body).toEqual({
      status: 0,
      msg: 'This post does not exist or is no longer available.',
      data: null,
    });
    const hidden = await newPost(server, creator, { articleType: ARTICLE_TYPE.private });
    expect(
      (await callAs(server, undefined, 'article/getArticleSubscription', { article_id: hidden })).status,
    ).toBe(0);
  });
});

describe('cancel and restore (payment/cancelSubscription)', () => {
  it('cancel (type 0) stops renewal but keeps access to the end; restore (type 1) renews again; each twice changes nothing more', async () => {
    const fan = await newMember(server);
    await subscribe(server, fan, creator, windowPlan, 4.99);
    const [held] = await subscriptions(fan, 1);
    const cancel = async (type: number) =>
      ok<UserSubscription>(server, fan, 'payment/cancelSubscription', { type, userSubscriptionId: held!.id });
    expect(await cancel(0)).toMatchObject({ id: held!.id, status: 0, expire_ts: held!.expire_ts });
    expect(await cancel(0)).toMatchObject({ status: 0, expire_ts: held!.expire_ts });
    expect((await unlocked(fan))[posts.recent]).toBe(1);
    expect((await subscriptions(fan, 1)).map((item) => item.status)).toEqual([0]);
    expect(await cancel(1)).toMatchObject({ status: 1, expire_ts: held!.expire_ts });
    expect(await cancel(1)).toMatchObject({ status: 1 });
  });

  it("refuses another fan's subscription as not found", async () => {
    const fan = await newMember(server);
    await subscribe(server, fan, creator, windowPlan, 4.99);
    const [held] = await subscriptions(fan, 1);
    const body = await callAs(server, await newMember(server), 'payment/cancelSubscription', {
      type: 0,
      userSubscriptionId: held!.id,
    });
    expect(body).toEqual({ status: 0, msg: 'This subscription could not be found.', data: null });
  });
});

describe('when a subscription ends', () => {
  let fan: Member;
  let laterFan: Member;
  let endedId = 0;

  beforeAll(async () => {
    fan = await newMember(server);
    laterFan = await newMember(server);
    await subscribe(server, fan, creator, windowPlan, 4.99);
    endedId = (await subscriptions(fan, 1))[0]!.id;
    await ok(server, fan, 'payment/cancelSubscription', { type: 0, userSubscriptionId: endedId });
    // The archive plan (30 days) outlives the window plan (7 days).
    await subscribe(server, laterFan, creator, allPlan, 12.99);
    await subscribe(server, laterFan, creator, windowPlan, 4.99);
    server.clock.advance(7 * DAY * 1000 + 60_000);
  });

  it('locks its posts again, leaves the subscribed feed and the marks', async () => {
    expect(await unlocked(fan)).toMatchObject({ [posts.recent]: 0, [posts.free]: 1 });
    expect((await ok<{ list: Post[] }>(server, fan, 'article/getList', { filter_by: 2 })).list).toEqual([]);
    expect(
      (await ok<{ is_subscribed: number }>(server, fan, 'user/getUserInfoByUuid', { uuid: creator.uuid }))
        .is_subscribed,
    ).toBe(0);
    expect((await ok<{ list: unknown[] }>(server, fan, 'subscription/mySubscription')).list).toEqual([]);
  });

  it('moves to the expired list (position 2, status 2) and cannot be cancelled or restored', async () => {
    expect(await subscriptions(fan, 1)).toEqual([]);
    expect((await subscriptions(fan, 2)).map((item) => [item.id, item.status])).toEqual([[endedId, 2]]);
    for (const type of [0, 1]) {
      const body = await callAs(server, fan, 'payment/cancelSubscription', {
        type,
        userSubscriptionId: endedId,
      });
      expect(body).toEqual({
        status: 0,
        msg: 'This subscription has already ended. Subscribe again to renew it.',
        data: null,
      });
    }
  });

  it('lists the valid ones soonest end first and the expired ones latest end first', async () => {
    expect((await subscriptions(laterFan, 1)).map((item) => item.subscription_id)).toEqual([allPlan]);
    expect((await subscriptions(laterFan, 2)).map((item) => item.subscription_id)).toEqual([windowPlan]);
    const both = await newMember(server);
    await subscribe(server, both, creator, allPlan, 12.99);
    await subscribe(server, both, creator, windowPlan, 4.99);
    expect((await subscriptions(both, 1)).map((item) => item.subscription_id)).toEqual([windowPlan, allPlan]);
  });

  it('bought again (re-subscribe) starts a new run from now, with a new unlock window and no cancellation', async () => {
    await subscribe(server, fan, creator, windowPlan, 4.99);
    const [again] = await subscriptions(fan, 1);
    expect(again).toMatchObject({ id: endedId, status: 1 });
    expect(again!.expire_ts - nowSeconds()).toBeGreaterThan(7 * DAY - 60);
    // The window moved with the new start: 20 days before the first run is 27 days before this one.
    expect((await unlocked(fan))[posts.recent]).toBe(1);
    expect(await subscriptions(fan, 2)).toEqual([]);
  });
});
