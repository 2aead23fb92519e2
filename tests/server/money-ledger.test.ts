/**
 * The ledger, refunds and withdrawals (spec §5, issue 10): payments split by PLATFORM_FEE_BPS
 * (rounded down), refunds and chargebacks asked of the provider and applied by its event exactly
 * once (the entitlement revoked, the exact negation written), withdrawals of at least 100 and at
 * most the balance even with two requests at once, the operator's withdrawal decisions, a
 * creator's statistics over a range, and the fan's bought and liked posts. Every test ends with
 * the ledger invariant.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCollectedPostsCall } from '../../src/contract/calls/collected-posts.ts';
import { postStatsCall } from '../../src/contract/calls/post-stats.ts';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { ledgerEntries, orders, purchases } from '../../server/db/schema.ts';
import { decideWithdrawal } from '../../server/modules/ledger/withdrawal-decisions.ts';
import { createPaymentProvider } from '../../server/modules/payments/money-deps.ts';
import { randomIds } from '../../server/modules/payments/ids.ts';
import { requestRefund, simulateDispute } from '../../server/modules/payments/refunds.service.ts';
import { parseMoneyCommand, runMoneyCommand } from '../../server/ops/money.ts';
import {
  buy,
  callAs,
  expectLedgerBalanced,
  newCreator,
  newMember,
  newPlan,
  newPost,
  ok,
  orderPost,
  postWebhook,
  runJobs,
  subscribe,
  type Member,
} from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { secondFactorOn } from './helpers/two-factor.ts';

/** The provider's refusals, unread here (the server's own log is silent in tests too). */
const silentLog = { error: () => undefined };

let server: TestServer;
const creators: Member[] = [];

beforeAll(async () => {
  // A 10 % platform fee (1000 basis points) shows the split; the default is 0.
  server = await startTestServer({ seed: false, env: { PLATFORM_FEE_BPS: '1000' } });
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(server, creators);
});

async function creatorWithPost(priceCents: number) {
  const creator = await newCreator(server);
  creators.push(creator);
  const post = await newPost(server, creator, { articleType: ARTICLE_TYPE.buy, priceCents });
  return { creator, post };
}

const deps = () => ({
  db: server.database.handle.db,
  config: server.config,
  now: () => server.clock.now(),
  provider: createPaymentProvider(server.config, silentLog),
  ids: randomIds,
});

async function linesOf(orderId: string) {
  const db = server.database.handle.db;
  const [order] = await db.select().from(orders).where(eq(orders.publicId, orderId));
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order!.id));
  return rows.map((row) => [row.kind, row.account, Number(row.amountCents)]).sort();
}

const balanceOf = async (creator: Member) =>
  (await ok<{ money: number }>(server, creator, 'user/getUserInfo')).money;

describe('a payment in the ledger', () => {
  it('is provider cash +amount, creator −(amount − fee), platform −fee; the fee of 10 % rounds down', async () => {
    const { creator, post } = await creatorWithPost(999);
    const orderId = await buy(server, await newMember(server), creator, post, 9.99);
    expect(await linesOf(orderId)).toEqual([
      ['payment', 'creator_payable', -900],
      ['payment', 'platform_revenue', -99],
      ['payment', 'provider_cash', 999],
    ]);
    expect(await balanceOf(creator)).toBe(9);
  });
});

describe('refunds and chargebacks', () => {
  it('an operator refund goes through the provider: the purchase is revoked and the exact negation written once', async () => {
    const { creator, post } = await creatorWithPost(1500);
    const fan = await newMember(server);
    const orderId = await buy(server, fan, creator, post, 15);
    expect(await balanceOf(creator)).toBe(13.5);
    expect(await requestRefund(deps(), orderId)).toEqual({ ok: true, orderId });
    // Nothing changes until the provider's event arrives.
    expect(await balanceOf(creator)).toBe(13.5);
    await runJobs(server);
    expect(await balanceOf(creator)).toBe(0);
    expect(await linesOf(orderId)).toEqual([
      ['payment', 'creator_payable', -1350],
      ['payment', 'platform_revenue', -150],
      ['payment', 'provider_cash', 1500],
      ['reversal', 'creator_payable', 1350],
      ['reversal', 'platform_revenue', 150],
      ['reversal', 'provider_cash', -1500],
    ]);
    expect(await ok(server, fan, 'payment/checkOrderStatus', { order_id: orderId })).toMatchObject({
      status: 'refunded',
      success: 0,
    });
    const bought = getCollectedPostsCall.response.parse(
      await ok(server, fan, 'user/getArticleList', { type: 1 }),
    );
    expect(bought.list).toEqual([]);
    // Asked again: the order is no longer paid.
    expect(await requestRefund(deps(), orderId)).toEqual({
      ok: false,
      problem: 'notPaid',
      reason: `Order ${orderId} is refunded; only a paid order can be refunded.`,
    });
    // The post may be bought again.
    await buy(server, fan, creator, post, 15);
    expect(
      (await ok<{ list: unknown[] }>(server, fan, 'user/getArticleList', { type: 1 })).list,
    ).toHaveLength(1);
  });

  it('a refunded subscription period ends the subscription now', async () => {
    const creator = await newCreator(server);
    creators.push(creator);
    const plan = await newPlan(server, creator, { price: 6 });
    const locked = await newPost(server, creator, {
      articleType: ARTICLE_TYPE.subscription,
      planIds: [plan],
    });
    const fan = await newMember(server);
    const orderId = await subscribe(server, fan, creator, plan, 6);
    await requestRefund(deps(), orderId);
    await runJobs(server);
    expect((await ok<{ list: unknown[] }>(server, fan, 'user/listSubs', { position: 1 })).list).toEqual([]);
    const feed = await ok<{ list: { id: number; is_unlock: number }[] }>(server, fan, 'article/getList', {
      filter_by: 1,
      uuid: creator.uuid,
    });
    expect(feed.list.find((item) => item.id === locked)?.is_unlock).toBe(0);
  });

  it('a chargeback (the sandbox dispute event) revokes and reverses once, however often it repeats', async () => {
    const { creator, post } = await creatorWithPost(2000);
    const fan = await newMember(server);
    const orderId = await buy(server, fan, creator, post, 20);
    expect(await simulateDispute(deps(), orderId)).toEqual({ ok: true, orderId });
    await runJobs(server);
    expect(await ok(server, fan, 'payment/checkOrderStatus', { order_id: orderId })).toMatchObject({
      status: 'disputed',
    });
    const [purchase] = await server.database.handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, fan.userId));
    expect(purchase!.revokedAt).toBeInstanceOf(Date);
    // A refund asked afterwards finds nothing to refund; a repeated reversal event changes nothing.
    expect((await requestRefund(deps(), orderId)).ok).toBe(false);
    const [order] = await server.database.handle.db.select().from(orders).where(eq(orders.publicId, orderId));
    const repeated = JSON.stringify({
      id: 'evt_repeatrefund1',
      type: 'payment.refunded',
      created: 0,
      data: { order_ref: orderId, reference: order!.providerRef, amount_cents: 2000, currency: 'USD' },
    });
    expect(await (await postWebhook(server, repeated)).json()).toEqual({
      received: true,
      outcome: 'ignored: already reversed',
    });
    expect((await linesOf(orderId)).filter(([kind]) => kind === 'reversal')).toHaveLength(3);
  });

  it('a second payment for a post already bought is kept in the ledger and refunded at once', async () => {
    const { creator, post } = await creatorWithPost(700);
    const fan = await newMember(server);
    const first = await orderPost(server, fan, creator, post, 7);
    const second = await orderPost(server, fan, creator, post, 7);
    for (const order of [first, second])
      await fetch(`${server.baseUrl}${order.url}/approve`, { method: 'POST', redirect: 'manual' });
    await runJobs(server);
    await runJobs(server);
    const statuses = await Promise.all(
      [first, second].map(
        async (order) =>
          (
            (await ok(server, fan, 'payment/checkOrderStatus', { order_id: order.order_id })) as {
              status: string;
            }
          ).status,
      ),
    );
    expect(statuses).toEqual(['paid', 'refunded']);
    expect(
      await server.database.handle.db
        .select()
        .from(purchases)
        .where(and(eq(purchases.userId, fan.userId), eq(purchases.postId, post))),
    ).toHaveLength(1);
    expect(await balanceOf(creator)).toBe(6.3);
  });
});

describe('withdrawals', () => {
  async function earning(amountCents: number) {
    const { creator, post } = await creatorWithPost(amountCents);
    // Withdrawals need a second factor on (issue 26).
    await secondFactorOn(server, creator);
    // A 10 % fee: two sales of 100.00 leave 180.00.
    await buy(server, await newMember(server), creator, post, amountCents / 100);
    await buy(server, await newMember(server), creator, post, amountCents / 100);
    return creator;
  }

  it('takes at least 100 and at most the balance; answers the pending withdrawal and the balance left', async () => {
    const creator = await earning(10_000);
    expect(await balanceOf(creator)).toBe(180);
    expect(await callAs(server, creator, 'user/applyWithdraw', { amount: 99.99 })).toEqual({
      status: 0,
      msg: 'You can withdraw at least $100.00.',
      data: null,
    });
    expect((await callAs(server, creator, 'user/applyWithdraw', { amount: 180.01 })).msg).toBe(
      'You can withdraw at most your balance of $180.00.',
    );
    const done = await ok<{ withdrawal: Record<string, unknown>; balance: number }>(
      server,
      creator,
      'user/applyWithdraw',
      {
        amount: 100,
      },
    );
    expect(done.balance).toBe(80);
    expect(done.withdrawal).toMatchObject({ amount: 100, status: 0, reason: '' });
    const list = await ok<{ list: { id: number; status: number }[]; balance: number }>(
      server,
      creator,
      'user/getWithdrawList',
    );
    expect(list.balance).toBe(80);
    expect(list.list.map((item) => item.status)).toEqual([0]);
  });

  it('lets only one of two requests at once pass when the balance covers one', async () => {
    const creator = await earning(10_000);
    const answers = await Promise.all([
      callAs(server, creator, 'user/applyWithdraw', { amount: 150 }),
      callAs(server, creator, 'user/applyWithdraw', { amount: 150 }),
    ]);
    expect(answers.map((body) => body.status).sort()).toEqual([0, 1]);
    expect(answers.find((body) => body.status === 0)!.msg).toBe(
      'You can withdraw at most your balance of $30.00.',
    );
    expect(await balanceOf(creator)).toBe(30);
  });

  it('is for creators only', async () => {
    const fan = await newMember(server);
    expect((await callAs(server, fan, 'user/applyWithdraw', { amount: 100 })).msg).toBe(
      'Only creators can withdraw earnings.',
    );
  });

  it('moves pending → passed → completed, or fails back to the balance, by the operator; each once', async () => {
    const creator = await earning(10_000);
    const db = server.database.handle.db;
    const first = (
      await ok<{ withdrawal: { id: number } }>(server, creator, 'user/applyWithdraw', { amount: 100 })
    ).withdrawal.id;
    const now = server.clock.now();
    expect(await decideWithdrawal(db, first, 'pass', now)).toEqual({ ok: true, id: first, status: 1 });
    expect(await decideWithdrawal(db, first, 'pass', now)).toEqual({
      ok: false,
      reason: `Withdrawal ${first} is passed; it cannot be passed.`,
    });
    expect(await decideWithdrawal(db, first, 'complete', now)).toEqual({ ok: true, id: first, status: 2 });
    expect((await decideWithdrawal(db, first, 'fail', now, 'late')).ok).toBe(false);
    expect(await balanceOf(creator)).toBe(80);

    // Failed: the amount comes back.
    const command = parseMoneyCommand(['withdrawal-fail', '999999', '--reason', 'Bank account closed']);
    expect(command).toEqual({
      action: 'withdrawal-fail',
      withdrawalId: 999999,
      reason: 'Bank account closed',
    });
    expect(parseMoneyCommand(['withdrawal-fail', '1'])).toEqual({
      problem: 'A failed withdrawal needs a reason: --reason "..."',
    });
    expect(parseMoneyCommand(['refund', 'nope'])).toEqual({ problem: 'Give the order id (ord_…).' });
    expect(parseMoneyCommand(['approve', '1'])).toBeUndefined();
    const topUp = await creatorWithPost(10_000);
    await secondFactorOn(server, topUp.creator);
    await buy(server, await newMember(server), topUp.creator, topUp.post, 100);
    await buy(server, await newMember(server), topUp.creator, topUp.post, 100);
    const second = (
      await ok<{ withdrawal: { id: number } }>(server, topUp.creator, 'user/applyWithdraw', { amount: 120 })
    ).withdrawal.id;
    expect(await balanceOf(topUp.creator)).toBe(60);
    const failed = await runMoneyCommand(
      db,
      server.config,
      { action: 'withdrawal-fail', withdrawalId: second, reason: 'Bank account closed' },
      now,
    );
    expect(failed).toEqual({ ok: true, message: `Withdrawal ${second} is now failed (3).` });
    expect(await balanceOf(topUp.creator)).toBe(180);
    const list = await ok<{ list: { id: number; status: number; reason: string }[] }>(
      server,
      topUp.creator,
      'user/getWithdrawList',
    );
    expect(list.list[0]).toMatchObject({ id: second, status: 3, reason: 'Bank account closed' });
  });

  it('is blocked while refunds leave the balance negative', async () => {
    const creator = await earning(10_000);
    await ok(server, creator, 'user/applyWithdraw', { amount: 150 });
    const [sale] = await server.database.handle.db
      .select({ publicId: orders.publicId })
      .from(orders)
      .where(and(eq(orders.creatorId, creator.userId), eq(orders.status, 'paid')));
    await requestRefund(deps(), sale!.publicId);
    await runJobs(server);
    expect(await balanceOf(creator)).toBe(-60);
    expect((await callAs(server, creator, 'user/applyWithdraw', { amount: 100 })).msg).toBe(
      'Your balance is -$60.00 after refunds, so nothing can be withdrawn now.',
    );
  });
});

describe('statistics over a range', () => {
  it("counts the range's subscriptions, cancellations, buyers and income after fees and refunds", async () => {
    const creator = await newCreator(server);
    creators.push(creator);
    const plan = await newPlan(server, creator, { price: 10 });
    const post = await newPost(server, creator, { articleType: ARTICLE_TYPE.buy, priceCents: 2000 });
    const fans = [await newMember(server), await newMember(server), await newMember(server)];
    await subscribe(server, fans[0]!, creator, plan, 10);
    await subscribe(server, fans[1]!, creator, plan, 10);
    const sold = await buy(server, fans[1]!, creator, post, 20);
    const refunded = await buy(server, fans[2]!, creator, post, 20);
    await requestRefund(deps(), refunded);
    await runJobs(server);
    const [held] = (await ok<{ list: { id: number }[] }>(server, fans[0]!, 'user/listSubs', { position: 1 }))
      .list;
    await ok(server, fans[0]!, 'payment/cancelSubscription', { type: 0, userSubscriptionId: held!.id });
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const range = { start_time: now - 7 * 86400, end_time: now + 60 };
    expect(await ok(server, creator, 'user/getUserStatistic', range)).toEqual({
      total_click: 0,
      total_subscription: 2,
      total_view: 0,
      total_buyer: 3,
      // 10 + 10 + 20 (+ 20 refunded) less the 10 % fee.
      total_income_count: 36,
      total_unsubscription: 1,
      balance: 36,
    });
    const before = { start_time: now - 14 * 86400, end_time: now - 7 * 86400 };
    expect(await ok(server, creator, 'user/getUserStatistic', before)).toMatchObject({
      total_subscription: 0,
      total_buyer: 0,
      total_income_count: 0,
      balance: 36,
    });
    const perPost = postStatsCall.response.parse(await ok(server, creator, 'article/stats', range));
    expect(
      perPost.list.map((item) => [
        item.id,
        item.statistics.total_buy_article_count,
        item.statistics.total_buy_article_income,
      ]),
    ).toEqual([[post, 2, 18]]);
    expect(sold).toMatch(/^ord_/);
  });

  it('refuses a range that ends before it starts or spans more than 366 days', async () => {
    const creator = creators[0]!;
    for (const range of [
      { start_time: 100, end_time: 100 },
      { start_time: 0, end_time: 367 * 86400 },
    ]) {
      expect(await callAs(server, creator, 'user/getUserStatistic', range)).toEqual({
        status: 0,
        msg: 'The field "end_time" is missing or invalid.',
        data: null,
      });
    }
  });
});

describe("the fan's bought and liked posts (user/getArticleList)", () => {
  it('lists bought posts newest first, and liked posts with the unlock filter', async () => {
    const { creator, post } = await creatorWithPost(300);
    const other = await newPost(server, creator, { articleType: ARTICLE_TYPE.buy, priceCents: 400 });
    const free = await newPost(server, creator, { articleType: ARTICLE_TYPE.free });
    const fan = await newMember(server);
    await buy(server, fan, creator, post, 3);
    await buy(server, fan, creator, other, 4);
    const bought = getCollectedPostsCall.response.parse(
      await ok(server, fan, 'user/getArticleList', { type: 1 }),
    );
    expect(bought.list.map((item) => [item.id, item.is_unlock])).toEqual([
      [other, 1],
      [post, 1],
    ]);
    const locked = await newPost(server, creator, { articleType: ARTICLE_TYPE.buy, priceCents: 500 });
    for (const id of [post, free, locked]) await ok(server, fan, 'article/like', { article_id: id });
    const liked = async (unlock?: number) =>
      getCollectedPostsCall.response
        .parse(
          await ok(server, fan, 'user/getArticleList', {
            type: 2,
            ...(unlock === undefined ? {} : { unlock }),
          }),
        )
        .list.map((item) => item.id);
    expect(await liked()).toEqual([locked, free, post]);
    expect(await liked(1)).toEqual([free, post]);
    expect(await liked(0)).toEqual([locked]);
  });
});
