/**
 * Orders and the sandbox provider end to end (issue 10): pay ways, the rules of a new order, the
 * idempotency key, the hosted checkout page's Approve, Decline and Let it expire reaching our
 * webhook over HTTP through the job queue, the 30-minute expiry, and the webhook's signature,
 * exactly-once and out-of-order rules. Every test ends with the ledger invariant.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getPayWaysCall } from '../../src/contract/calls/pay-ways.ts';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { SUPPORTED_LOCALES } from '../../src/i18n/locale-resolution.ts';
import { ledgerEntries, orders, purchases, subscriptionPlans } from '../../server/db/schema.ts';
import { buildJobHandlers } from '../../server/job-handlers.ts';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import {
  approveAndDeliver,
  callAs,
  clientKey,
  expectLedgerBalanced,
  newCreator,
  newMember,
  newPlan,
  newPost,
  ok,
  orderPlan,
  orderPost,
  postWebhook,
  pressCheckout,
  runJobs,
  type CreatedOrder,
  type Member,
} from './helpers/money.ts';
import { jobsNamed } from './helpers/queued-jobs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let creator: Member;
let fan: Member;
let planId: number;
let postId: number;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  creator = await newCreator(server);
  fan = await newMember(server);
  planId = await newPlan(server, creator, { price: 4.99 });
  postId = await newPost(server, creator, { articleType: ARTICLE_TYPE.buy, priceCents: 1500 });
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(server, [creator]);
});

const statusOf = (member: Member, orderId: string, language?: string) =>
  callAs(server, member, 'payment/checkOrderStatus', { order_id: orderId }, language);

async function orderRow(orderId: string) {
  const [row] = await server.database.handle.db.select().from(orders).where(eq(orders.publicId, orderId));
  return row!;
}

describe('home/getPayTypeWithId', () => {
  it('answers every payment type of the spec with its own range; 78, the credit card, is the default', async () => {
    const data = getPayWaysCall.response.parse(await ok(server, undefined, 'home/getPayTypeWithId'));
    expect(data.default_pay_type_id).toBe(78);
    expect(data.list.map((way) => way.payment_type).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(data.list[0]).toEqual({ payment_type: 5, pay_type_id: 78, min_money: 1, max_money: 999 });
    expect(data.list.find((way) => way.payment_type === 6)).toEqual({
      payment_type: 6,
      pay_type_id: 76,
      min_money: 20,
      max_money: 999,
    });
  });
});

describe('a new order', () => {
  it('is pending, with the sandbox checkout page to open', async () => {
    const order = await orderPlan(server, fan, creator, planId, 4.99);
    expect(order.order_id).toMatch(/^ord_[0-9A-Za-z]{24}$/);
    expect(order.url).toMatch(/^\/sandbox\/checkout\/cs_[0-9A-Za-z]{24}$/);
    expect((await statusOf(fan, order.order_id)).data).toEqual({
      order_id: order.order_id,
      success: 0,
      status: 'pending',
      reason: '',
    });
    const row = await orderRow(order.order_id);
    expect(row).toMatchObject({ amountCents: 499, currency: 'USD', payTypeId: 78, kind: 'subscription' });
  });

  it("refuses one's own plan and one's own post, in the caller's language", async () => {
    const own = { item_id: planId, aff: creator.aff, amount: 4.99, pay_type_id: 78, client_key: clientKey() };
    expect(await callAs(server, creator, 'payment/subscriptionCreater', own)).toEqual({
      status: 0,
      msg: 'You can’t subscribe to your own plan.',
      data: null,
    });
    const ownPost = { ...own, item_id: postId, amount: 15 };
    expect((await callAs(server, creator, 'payment/buyPost', ownPost)).msg).toBe(
      'You can’t buy your own post.',
    );
    expect((await callAs(server, creator, 'payment/buyPost', ownPost, 'de')).msg).not.toBe(
      'You can’t buy your own post.',
    );
  });

  it('refuses a plan that is not on sale, unknown, or named with another creator’s aff', async () => {
    const hidden = await newPlan(server, creator, { name: 'Hidden', price: 9 });
    await server.database.handle.db
      .update(subscriptionPlans)
      .set({ status: 0 })
      .where(eq(subscriptionPlans.id, hidden));
    for (const [item_id, aff, amount] of [
      [hidden, creator.aff, 9],
      [999_999, creator.aff, 4.99],
      [planId, fan.aff, 4.99],
    ]) {
      const body = await callAs(server, fan, 'payment/subscriptionCreater', {
        item_id,
        aff,
        amount,
        pay_type_id: 78,
        client_key: clientKey(),
      });
      expect(body).toEqual({ status: 0, msg: 'This plan is not available.', data: null });
    }
  });

  it('refuses an amount that is not the price', async () => {
    for (const amount of [4.98, 5, 0.01]) {
      const body = await callAs(server, fan, 'payment/subscriptionCreater', {
        item_id: planId,
        aff: creator.aff,
        amount,
        pay_type_id: 78,
        client_key: clientKey(),
      });
      expect(body.msg).toBe('The amount to pay is not the price ($4.99). Please reload and try again.');
    }
    const body = await callAs(server, fan, 'payment/buyPost', {
      item_id: postId,
      aff: creator.aff,
      amount: 14.99,
      pay_type_id: 78,
      client_key: clientKey(),
    });
    expect(body.msg).toBe('The amount to pay is not the price ($15.00). Please reload and try again.');
    expect(await server.database.handle.db.select().from(orders).where(eq(orders.amountCents, 498))).toEqual(
      [],
    );
  });

  it("refuses a price outside the pay way's range, naming the way and its range", async () => {
    const request = { item_id: planId, aff: creator.aff, amount: 4.99, client_key: clientKey() };
    expect(
      (await callAs(server, fan, 'payment/subscriptionCreater', { ...request, pay_type_id: 76 })).msg,
    ).toBe('USDT takes payments from $20.00 to $999.');
    expect(
      (await callAs(server, fan, 'payment/subscriptionCreater', { ...request, pay_type_id: 75 })).msg,
    ).toBe('UnionPay takes payments from $10.00 to $999.');
    // Alipay takes 1 to 500: the plan's 4.99 is inside.
    const alipay = await orderPlan(server, fan, creator, planId, 4.99, { pay_type_id: 72 });
    expect((await orderRow(alipay.order_id)).payTypeId).toBe(72);
  });

  it("lists a fan's orders newest first, each with the id of the plan or post it is for", async () => {
    const buyer = await newMember(server);
    const planOrder = await orderPlan(server, buyer, creator, planId, 4.99);
    const postOrder = await orderPost(server, buyer, creator, postId, 15);
    const history = await ok<{
      list: { order_id: string; kind: string; item_id: number; item_name: string }[];
    }>(server, buyer, 'payment/orderHistory');
    expect(history.list.map(({ order_id, kind, item_id }) => ({ order_id, kind, item_id }))).toEqual([
      { order_id: postOrder.order_id, kind: 'post', item_id: postId },
      { order_id: planOrder.order_id, kind: 'subscription', item_id: planId },
    ]);
  });

  it('refuses an unknown pay way', async () => {
    const body = await callAs(server, fan, 'payment/subscriptionCreater', {
      item_id: planId,
      aff: creator.aff,
      amount: 4.99,
      pay_type_id: 999,
      client_key: clientKey(),
    });
    expect(body).toEqual({
      status: 0,
      msg: 'Payment Type Error: this way to pay is not available.',
      data: null,
    });
  });

  it('refuses a post that is not for sale, and a post already bought', async () => {
    const free = await newPost(server, creator, { articleType: ARTICLE_TYPE.free });
    const request = { aff: creator.aff, amount: 15, pay_type_id: 78 };
    for (const item_id of [free, 999_999]) {
      const body = await callAs(server, fan, 'payment/buyPost', {
        ...request,
        item_id,
        client_key: clientKey(),
      });
      expect(body.msg).toBe('This post is not for sale.');
    }
    const buyer = await newMember(server);
    await approveAndDeliver(server, await orderPost(server, buyer, creator, postId, 15));
    const again = await callAs(server, buyer, 'payment/buyPost', {
      ...request,
      item_id: postId,
      client_key: clientKey(),
    });
    expect(again.msg).toBe('You have already bought this post.');
  });

  it('answers the same order to a create repeated with the same client key, even five at once', async () => {
    const buyer = await newMember(server);
    const request = {
      item_id: planId,
      aff: creator.aff,
      amount: 4.99,
      pay_type_id: 78,
      client_key: clientKey(),
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callAs(server, buyer, 'payment/subscriptionCreater', request)),
    );
    const ids = new Set(answers.map((body) => (body.data as CreatedOrder).order_id));
    expect(answers.map((body) => body.status)).toEqual([1, 1, 1, 1, 1]);
    expect(ids.size).toBe(1);
    const again = (await callAs(server, buyer, 'payment/subscriptionCreater', request)).data as CreatedOrder;
    expect(again).toEqual(answers[0]!.data);
    const rows = await server.database.handle.db
      .select()
      .from(orders)
      .where(eq(orders.buyerId, buyer.userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a client key already used for another item or amount', async () => {
    const buyer = await newMember(server);
    const key = clientKey();
    await orderPlan(server, buyer, creator, planId, 4.99, { client_key: key });
    const body = await callAs(server, buyer, 'payment/buyPost', {
      item_id: postId,
      aff: creator.aff,
      amount: 15,
      pay_type_id: 78,
      client_key: key,
    });
    expect(body.msg).toBe('This payment was already started for another item. Please try again.');
  });

  it("answers only the caller's own orders", async () => {
    const order = await orderPlan(server, fan, creator, planId, 4.99);
    const other = await newMember(server);
    for (const call of ['payment/checkOrderStatus', 'payment/checkEmbedPay']) {
      expect(await callAs(server, other, call, { order_id: order.order_id })).toEqual({
        status: 0,
        msg: 'Order number is missing: there is no such order of yours.',
        data: null,
      });
    }
    expect(
      (await callAs(server, undefined, 'payment/checkOrderStatus', { order_id: order.order_id })).msg,
    ).toBe('Please log in to continue.');
  });
});

describe('the sandbox checkout page', () => {
  it("shows the item, the amount and the pay way with three plain forms, in the order's language", async () => {
    const body = await callAs(
      server,
      fan,
      'payment/subscriptionCreater',
      { item_id: planId, aff: creator.aff, amount: 4.99, pay_type_id: 78, client_key: clientKey() },
      'ar',
    );
    const order = body.data as CreatedOrder;
    const page = await fetch(server.baseUrl + order.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('Supporter');
    expect(html).toContain(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(4.99));
    expect(html).not.toContain('<script');
    for (const choice of ['approve', 'decline', 'expire'])
      expect(html).toContain(`<form method="post" action="${order.url}/${choice}">`);
    expect(html).not.toContain('Approve');

    const english = await orderPlan(server, fan, creator, planId, 4.99);
    const text = await (await fetch(server.baseUrl + english.url)).text();
    expect(text).toContain('<html lang="en" dir="ltr">');
    for (const label of ['Approve', 'Decline', 'Let it expire', 'Credit card', '$4.99', 'Supporter'])
      expect(text).toContain(label);
    expect(text).toContain('If nothing is chosen, this payment expires in 30 minutes.');
  });

  it('speaks every one of the 15 languages, right to left in Arabic', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const body = await callAs(
        server,
        fan,
        'payment/subscriptionCreater',
        { item_id: planId, aff: creator.aff, amount: 4.99, pay_type_id: 78, client_key: clientKey() },
        locale,
      );
      const html = await (await fetch(server.baseUrl + (body.data as CreatedOrder).url)).text();
      const catalogue = (await import(`../../locales/server/${locale}.json`, { with: { type: 'json' } })) as {
        default: Record<string, string>;
      };
      expect(html, locale).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
      for (const id of [
        'sandbox.checkout.approve',
        'sandbox.checkout.decline',
        'sandbox.checkout.expire',
        'sandbox.checkout.title',
      ])
        expect(html, `${locale} ${id}`).toContain(catalogue.default[id]!);
    }
  });

  it('Approve reaches the webhook over HTTP: the order is paid and the plan unlocked', async () => {
    const buyer = await newMember(server);
    const locked = await newPost(server, creator, {
      articleType: ARTICLE_TYPE.subscription,
      planIds: [planId],
    });
    const order = await orderPlan(server, buyer, creator, planId, 4.99);
    const pressed = await pressCheckout(server, order.url, 'approve');
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(order.url);
    // Nothing is granted before the provider's event arrives.
    expect((await statusOf(buyer, order.order_id)).data).toMatchObject({ status: 'pending', success: 0 });
    expect(await runJobs(server)).toBeGreaterThanOrEqual(1);
    expect((await statusOf(buyer, order.order_id)).data).toEqual({
      order_id: order.order_id,
      success: 1,
      status: 'paid',
      reason: '',
    });
    const feed = await ok<{ list: { id: number; is_unlock: number }[] }>(server, buyer, 'article/getList', {
      filter_by: 1,
      uuid: creator.uuid,
      limit: 50,
    });
    expect(feed.list.find((post) => post.id === locked)?.is_unlock).toBe(1);
    const result = await (await fetch(server.baseUrl + order.url)).text();
    expect(result).toContain('Payment approved');
    expect(result).not.toContain('<form');
  });

  it("Decline fails the order with its reason in the buyer's language", async () => {
    const buyer = await newMember(server);
    const order = await orderPost(server, buyer, creator, postId, 15);
    await pressCheckout(server, order.url, 'decline');
    await runJobs(server);
    expect((await statusOf(buyer, order.order_id)).data).toEqual({
      order_id: order.order_id,
      success: 0,
      status: 'failed',
      reason: 'The payment was declined.',
    });
    expect(((await statusOf(buyer, order.order_id, 'fr')).data as { reason: string }).reason).not.toBe(
      'The payment was declined.',
    );
    expect(await (await fetch(server.baseUrl + order.url)).text()).toContain('Payment declined');
    expect(
      await server.database.handle.db.select().from(purchases).where(eq(purchases.userId, buyer.userId)),
    ).toEqual([]);
  });

  it('Let it expire ends the order expired; a finished checkout cannot be pressed again', async () => {
    const buyer = await newMember(server);
    const order = await orderPost(server, buyer, creator, postId, 15);
    await pressCheckout(server, order.url, 'expire');
    expect((await pressCheckout(server, order.url, 'approve')).status).toBe(303);
    await runJobs(server);
    expect((await statusOf(buyer, order.order_id)).data).toMatchObject({
      status: 'expired',
      success: 0,
      reason: 'The payment was not completed in time.',
    });
    expect(await (await fetch(server.baseUrl + order.url)).text()).toContain('Payment expired');
  });

  it('expires an unanswered checkout after 30 minutes through the same webhook path', async () => {
    const buyer = await newMember(server);
    const order = await orderPost(server, buyer, creator, postId, 15);
    server.clock.advance(29 * 60 * 1000);
    await runJobs(server);
    expect(((await statusOf(buyer, order.order_id)).data as { status: string }).status).toBe('pending');
    server.clock.advance(60 * 1000 + 1000);
    await runJobs(server);
    expect((await statusOf(buyer, order.order_id)).data).toMatchObject({ status: 'expired', success: 0 });
    expect((await pressCheckout(server, order.url, 'approve')).status).toBe(303);
    await runJobs(server);
    expect(((await statusOf(buyer, order.order_id)).data as { status: string }).status).toBe('expired');
  });

  it('answers 404 for an unknown checkout', async () => {
    expect((await fetch(`${server.baseUrl}/sandbox/checkout/cs_unknown`)).status).toBe(404);
    expect(
      (await fetch(`${server.baseUrl}/sandbox/checkout/cs_unknown/approve`, { method: 'POST' })).status,
    ).toBe(404);
  });
});

/** A signed sandbox event about one order, as the sandbox would send it. */
async function eventAbout(orderId: string, type: string, data: Record<string, unknown> = {}) {
  const row = await orderRow(orderId);
  return JSON.stringify({
    id: `evt_test${Math.random().toString(36).slice(2)}`,
    type,
    created: Math.floor(server.clock.now().getTime() / 1000),
    data: {
      order_ref: orderId,
      reference: row.providerRef,
      amount_cents: row.amountCents,
      currency: row.currency,
      ...data,
    },
  });
}

describe('the webhook', () => {
  it('refuses a bad signature and a stale or future timestamp with 400, and applies nothing', async () => {
    const order = await orderPost(server, fan, creator, postId, 15);
    const body = await eventAbout(order.order_id, 'payment.succeeded');
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const { signSandboxBody } =
      await import('../../server/modules/payments/providers/sandbox/webhook-signature.ts');
    const { resolveSandboxSecret } =
      await import('../../server/modules/payments/providers/sandbox/sandbox-secret.ts');
    const secret = await resolveSandboxSecret(server.config);
    // Each header is signed as it is sent, in whole seconds. Time passing between the signing and
    // the server's check only makes a past header older; a future one it brings closer, so that
    // one is 305 s ahead: 301 s ahead, a second boundary crossed on a loaded machine made it 300
    // and accepted (CI, 2026-12-06).
    const nowSeconds = () => Math.floor(server.clock.now().getTime() / 1000);
    const refusals = [
      [() => signSandboxBody('another-secret-of-16+', nowSeconds(), body), 'signature'],
      [() => `t=${nowSeconds()},v1=${'0'.repeat(64)}`, 'signature'],
      [() => '', 'signature'],
      [() => signSandboxBody(secret, nowSeconds() - 301, body), 'timestamp'],
      [() => signSandboxBody(secret, nowSeconds() + 305, body), 'timestamp'],
    ] as const;
    for (const [headerNow, error] of refusals) {
      const header = headerNow();
      const response = await postWebhook(server, body, header);
      expect(response.status, header).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    const tampered = body.replace('"amount_cents":1500', '"amount_cents":1');
    expect((await postWebhook(server, tampered, signSandboxBody(secret, now, body))).status).toBe(400);
    expect(((await statusOf(fan, order.order_id)).data as { status: string }).status).toBe('pending');
    // Within 300 s it is accepted (read the clock again: the refusals above took time; 295 s old
    // leaves the request a few seconds to arrive before it would be 300).
    const later = Math.floor(server.clock.now().getTime() / 1000);
    expect((await postWebhook(server, body, signSandboxBody(secret, later - 295, body))).status).toBe(200);
    expect(((await statusOf(fan, order.order_id)).data as { status: string }).status).toBe('paid');
  });

  it('applies one event delivered 10 times at once exactly once: one purchase, one set of entries', async () => {
    const buyer = await newMember(server);
    const order = await orderPost(server, buyer, creator, postId, 15);
    const body = await eventAbout(order.order_id, 'payment.succeeded');
    const responses = await Promise.all(Array.from({ length: 10 }, () => postWebhook(server, body)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const outcomes = (await Promise.all(responses.map((response) => response.json()))).map(
      (answer: { outcome: string }) => answer.outcome,
    );
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9);
    const db = server.database.handle.db;
    expect(await db.select().from(purchases).where(eq(purchases.userId, buyer.userId))).toHaveLength(1);
    const row = await orderRow(order.order_id);
    const lines = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, row.id));
    expect(lines.map((line) => [line.account, Number(line.amountCents)]).sort()).toEqual([
      ['creator_payable', -1500],
      ['provider_cash', 1500],
    ]);
  });

  it("fails an order whose payment is not the order's amount, and grants nothing", async () => {
    const buyer = await newMember(server);
    const order = await orderPost(server, buyer, creator, postId, 15);
    const response = await postWebhook(
      server,
      await eventAbout(order.order_id, 'payment.succeeded', { amount_cents: 1499 }),
    );
    expect(response.status).toBe(200);
    expect((await statusOf(buyer, order.order_id)).data).toMatchObject({
      status: 'failed',
      success: 0,
      reason: 'The payment did not match the order and was not accepted.',
    });
    const row = await orderRow(order.order_id);
    const db = server.database.handle.db;
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, row.id))).toEqual([]);
    expect(await db.select().from(purchases).where(eq(purchases.userId, buyer.userId))).toEqual([]);
  });

  it('still grants a payment that succeeds after its order expired: money taken is never lost', async () => {
    const buyer = await newMember(server);
    const order = await orderPost(server, buyer, creator, postId, 15);
    expect((await postWebhook(server, await eventAbout(order.order_id, 'payment.expired'))).status).toBe(200);
    expect(((await statusOf(buyer, order.order_id)).data as { status: string }).status).toBe('expired');
    await postWebhook(server, await eventAbout(order.order_id, 'payment.succeeded'));
    expect((await statusOf(buyer, order.order_id)).data).toMatchObject({
      status: 'paid',
      success: 1,
      reason: '',
    });
  });

  it('keeps a refund that arrives before its payment and applies it right after, once', async () => {
    const buyer = await newMember(server);
    const order = await orderPost(server, buyer, creator, postId, 15);
    const refund = await eventAbout(order.order_id, 'payment.refunded');
    expect(await (await postWebhook(server, refund)).json()).toEqual({ received: true, outcome: 'deferred' });
    expect(((await statusOf(buyer, order.order_id)).data as { status: string }).status).toBe('pending');
    await postWebhook(server, await eventAbout(order.order_id, 'payment.succeeded'));
    await postWebhook(server, refund);
    expect(((await statusOf(buyer, order.order_id)).data as { status: string }).status).toBe('refunded');
    const db = server.database.handle.db;
    const [purchase] = await db.select().from(purchases).where(eq(purchases.userId, buyer.userId));
    expect(purchase?.revokedAt).toBeInstanceOf(Date);
    const row = await orderRow(order.order_id);
    const lines = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, row.id));
    expect(lines.map((line) => [line.kind, line.account, Number(line.amountCents)]).sort()).toEqual([
      ['payment', 'creator_payable', -1500],
      ['payment', 'provider_cash', 1500],
      ['reversal', 'creator_payable', 1500],
      ['reversal', 'provider_cash', -1500],
    ]);
  });

  it('is delivered again until it is received: a delivery that finds no server is retried', async () => {
    const buyer = await newMember(server);
    const order = await orderPost(server, buyer, creator, postId, 15);
    await pressCheckout(server, order.url, 'approve');
    // A runner whose webhook address answers nothing (a closed port): the attempt fails and waits.
    const unreachable = createJobRunner({
      queue: server.database.queue,
      now: () => server.clock.now(),
      handlers: buildJobHandlers({
        db: server.database.handle.db,
        config: server.config,
        storage: createLocalDiskStorage(server.config.mediaDir),
        clock: server.clock,
        sandboxWebhookUrl: 'http://127.0.0.1:9/webhooks/sandbox',
      }),
    });
    expect(await unreachable.runDue()).toBeGreaterThanOrEqual(1);
    const job = (await jobsNamed(server.database.handle.db, 'sandbox.deliver-event')).at(-1);
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    expect(job!.lastError).toMatch(/could not be reached/);
    expect(((await statusOf(buyer, order.order_id)).data as { status: string }).status).toBe('pending');
    // Its next attempt is due 10 to 20 s later (pg-boss's backoff), and reaches the webhook.
    expect(await runJobs(server)).toBe(0);
    server.clock.advance(20_000);
    expect(await runJobs(server)).toBe(1);
    expect(((await statusOf(buyer, order.order_id)).data as { status: string }).status).toBe('paid');
  });

  it('answers 400 to a body that is not a sandbox event', async () => {
    const response = await postWebhook(server, '{"id":"evt_x","type":"payment.unknown","data":{}}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'body' });
  });
});
