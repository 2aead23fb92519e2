/**
 * The Stripe provider (issue 10) against a local fake of Stripe's API (no network): what it asks
 * of Stripe (amounts in cents, currency, our order in metadata, idempotency keys) for a checkout,
 * a card setup on the fan's Stripe Customer, a saved card's charge and a refund; the pay ways
 * Stripe takes; Stripe's events applied through the same path as the sandbox's; a Stripe that
 * cannot be reached answered in the caller's language; the page Stripe sends the fan back to;
 * and the content security policy that lets Stripe's card fields in. Each test ends with the
 * ledger invariant.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCardListCall, getStripeKeyCall } from '../../src/contract/calls/payment-cards.ts';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { orders, stripeCustomers, userSubscriptions, users } from '../../server/db/schema.ts';
import { buildJobHandlers } from '../../server/job-handlers.ts';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import { randomIds } from '../../server/modules/payments/ids.ts';
import { createPaymentProvider } from '../../server/modules/payments/money-deps.ts';
import { sweepRenewals } from '../../server/modules/payments/renewals.service.ts';
import { runMoneyCommand } from '../../server/ops/money.ts';
import type { RecordingMailer } from './helpers/recording-mailer.ts';
import {
  callAs,
  clientKey,
  expectLedgerBalanced,
  newCreator,
  newMember,
  newPlan,
  newPost,
  ok,
  type Member,
} from './helpers/money.ts';
import {
  deliverStripeEvent,
  startStripeFake,
  STRIPE_TEST_ENV,
  type StripeFake,
} from './helpers/stripe-fake.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** The provider's refusals, unread here (the server's own log is silent in tests too). */
const silentLog = { error: () => undefined };

let server: TestServer;
let fake: StripeFake;
let creator: Member;
let planId: number;

beforeAll(async () => {
  fake = await startStripeFake();
  server = await startTestServer({ seed: false, env: { ...STRIPE_TEST_ENV, STRIPE_API_URL: fake.url } });
  creator = await newCreator(server);
  planId = await newPlan(server, creator, { price: 4.99 });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
afterEach(async () => {
  fake.failWith = undefined;
  await expectLedgerBalanced(server, [creator]);
});

const subscribeOrder = (fan: Member, extra: Record<string, unknown> = {}) =>
  ok<{ order_id: string; url: string }>(server, fan, 'payment/subscriptionCreater', {
    item_id: planId,
    aff: creator.aff,
    amount: 4.99,
    pay_type_id: 78,
    client_key: clientKey(),
    ...extra,
  });

const orderRow = async (publicId: string) =>
  (await server.database.handle.db.select().from(orders).where(eq(orders.publicId, publicId)))[0]!;

const status = (member: Member, orderId: string) =>
  ok<{ status: string; success: number; reason: string }>(server, member, 'payment/checkOrderStatus', {
    order_id: orderId,
  });

/** Saves a card the way Stripe.js and Stripe would: a setup, a card on the customer, its event. */
async function saveStripeCard(fan: Member, behaviour: Parameters<StripeFake['addCard']>[2] = 'succeeds') {
  const setup = getStripeKeyCall.response.parse(await ok(server, fan, 'payment/getStripeKey'));
  const intentId = setup.client_secret.split('_secret_')[0]!;
  const intent = fake.setupIntent(intentId);
  const methodId = fake.addCard(
    String(intent.customer),
    { last4: behaviour === 'succeeds' ? '4242' : '0341' },
    behaviour,
  );
  Object.assign(intent, { status: 'succeeded', payment_method: methodId });
  const answer = await deliverStripeEvent(server, fake.event('setup_intent.succeeded', intent));
  expect(answer.json).toEqual({ received: true, outcome: 'saved' });
  return methodId;
}

describe('pay ways with Stripe', () => {
  it('offers the credit card, Alipay, PayPal, UnionPay and other, not LINE Pay nor USDT', async () => {
    const ways = await ok<{
      list: { pay_type_id: number; payment_type: number }[];
      default_pay_type_id: number;
    }>(server, undefined, 'home/getPayTypeWithId');
    expect(ways.list.map((way) => way.pay_type_id)).toEqual([78, 72, 74, 75, 77]);
    expect(ways.default_pay_type_id).toBe(78);
    const fan = await newMember(server);
    for (const payTypeId of [73, 76]) {
      const refused = await callAs(server, fan, 'payment/subscriptionCreater', {
        item_id: planId,
        aff: creator.aff,
        amount: 4.99,
        pay_type_id: payTypeId,
        client_key: clientKey(),
      });
      expect(refused).toMatchObject({
        status: 0,
        msg: 'Payment Type Error: this way to pay is not available.',
      });
    }
  });
});

describe('paying on Stripe Checkout', () => {
  it('opens a Checkout Session for the order: cents, currency, our order in metadata, the way, the return pages, an idempotency key', async () => {
    const fan = await newMember(server);
    const order = await subscribeOrder(fan);
    const [request] = fake.requestsTo('POST /v1/checkout/sessions').slice(-1);
    expect(request!.authorization).toBe(`Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`);
    expect(request!.idempotencyKey).toBe(`fanvault-checkout-${order.order_id}`);
    expect(request!.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][product_data][name]': 'Supporter',
      'allowed_payment_method_types[0]': 'card',
      client_reference_id: order.order_id,
      'metadata[fanvault_order]': order.order_id,
      'payment_intent_data[metadata][fanvault_order]': order.order_id,
      'payment_intent_data[metadata][fanvault_flow]': 'checkout',
      locale: 'en',
      success_url: `${server.config.publicUrl}/payments/return?result=success&lang=en`,
      cancel_url: `${server.config.publicUrl}/payments/return?result=cancel&lang=en`,
    });
    const expiresAt = Number(request!.form.expires_at) - Math.floor(server.clock.now().getTime() / 1000);
    expect(expiresAt).toBeGreaterThanOrEqual(3599);
    expect(expiresAt).toBeLessThanOrEqual(3600);
    const session = fake.session((await orderRow(order.order_id)).providerRef!);
    expect(order.url).toBe(session.url);
    expect(order.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  });

  it('shows Alipay and PayPal as themselves, other as the account’s own methods, in the fan’s language', async () => {
    const fan = await newMember(server);
    const alipay = await subscribeOrder(fan, { pay_type_id: 72 });
    expect(
      fake.requestsTo('POST /v1/checkout/sessions').at(-1)!.form['allowed_payment_method_types[0]'],
    ).toBe('alipay');
    await subscribeOrder(fan, { pay_type_id: 74 });
    expect(
      fake.requestsTo('POST /v1/checkout/sessions').at(-1)!.form['allowed_payment_method_types[0]'],
    ).toBe('paypal');
    // Other takes 5 to 200.
    const dearer = await newPlan(server, creator, { name: 'Inner circle', price: 9.99 });
    const other = await callAs(
      server,
      fan,
      'payment/subscriptionCreater',
      { item_id: dearer, aff: creator.aff, amount: 9.99, pay_type_id: 77, client_key: clientKey() },
      'zh-TW',
    );
    expect(other.status).toBe(1);
    const form = fake.requestsTo('POST /v1/checkout/sessions').at(-1)!.form;
    expect(Object.keys(form).some((key) => key.startsWith('allowed_payment_method_types'))).toBe(false);
    expect(form.locale).toBe('zh-TW');
    expect(form.success_url).toMatch(/lang=zh-tw$/);
    expect(alipay.order_id).not.toBe((other.data as { order_id: string }).order_id);
  });

  it('grants the period when checkout.session.completed arrives, naming the PaymentIntent as the payment', async () => {
    const fan = await newMember(server);
    const order = await subscribeOrder(fan);
    const { session, paymentIntent } = fake.completeSession((await orderRow(order.order_id)).providerRef!);
    expect((await status(fan, order.order_id)).status).toBe('pending');
    const answer = await deliverStripeEvent(server, fake.event('checkout.session.completed', session));
    expect(answer).toEqual({ status: 200, json: { received: true, outcome: 'applied' } });
    expect(await status(fan, order.order_id)).toEqual({
      order_id: order.order_id,
      success: 1,
      status: 'paid',
      reason: '',
    });
    expect((await orderRow(order.order_id)).providerRef).toBe(paymentIntent.id);
    const subs = await ok<{ list: { subscription_id: number; status: number }[] }>(
      server,
      fan,
      'user/listSubs',
    );
    expect(subs.list).toMatchObject([{ subscription_id: planId, status: 1 }]);
  });

  it('refunds through Stripe for the refund command, by the PaymentIntent, once; charge.refunded reverses it', async () => {
    const fan = await newMember(server);
    const order = await subscribeOrder(fan);
    const { session, paymentIntent } = fake.completeSession((await orderRow(order.order_id)).providerRef!);
    await deliverStripeEvent(server, fake.event('checkout.session.completed', session));
    const refund = await runMoneyCommand(
      server.database.handle.db,
      server.config,
      { action: 'refund', orderId: order.order_id },
      server.clock.now(),
    );
    expect(refund.ok).toBe(true);
    const [request] = fake.requestsTo('POST /v1/refunds').slice(-1);
    expect(request!.form).toMatchObject({
      payment_intent: paymentIntent.id,
      'metadata[fanvault_order]': order.order_id,
    });
    expect(request!.idempotencyKey).toBe(`fanvault-refund-${order.order_id}`);
    expect((await status(fan, order.order_id)).status).toBe('paid');
    const answer = await deliverStripeEvent(
      server,
      fake.event('charge.refunded', fake.chargeOf(paymentIntent.id)),
    );
    expect(answer.json).toEqual({ received: true, outcome: 'applied' });
    expect((await status(fan, order.order_id)).status).toBe('refunded');
    const subs = await ok<{ list: { status: number }[] }>(server, fan, 'user/listSubs', { position: 2 });
    expect(subs.list).toMatchObject([{ status: 2 }]);
  });

  it('takes a chargeback (charge.dispute.created), finding the order through the PaymentIntent', async () => {
    const fan = await newMember(server);
    const post = await newPost(server, creator, { articleType: ARTICLE_TYPE.buy, priceCents: 900 });
    const order = await ok<{ order_id: string }>(server, fan, 'payment/buyPost', {
      item_id: post,
      aff: creator.aff,
      amount: 9,
      pay_type_id: 78,
      client_key: clientKey(),
    });
    const { session, paymentIntent, charge } = fake.completeSession(
      (await orderRow(order.order_id)).providerRef!,
    );
    await deliverStripeEvent(server, fake.event('checkout.session.completed', session));
    const before = fake.requestsTo(`GET /v1/payment_intents/${paymentIntent.id}`).length;
    const dispute = {
      id: 'du_1FanVault',
      object: 'dispute',
      amount: 900,
      currency: 'usd',
      charge: charge.id,
      payment_intent: paymentIntent.id,
      reason: 'fraudulent',
      status: 'needs_response',
    };
    const answer = await deliverStripeEvent(server, fake.event('charge.dispute.created', dispute));
    expect(answer.json).toEqual({ received: true, outcome: 'applied' });
    expect(fake.requestsTo(`GET /v1/payment_intents/${paymentIntent.id}`).length).toBe(before + 1);
    expect((await status(fan, order.order_id)).status).toBe('disputed');
  });
});

describe('saved cards with Stripe', () => {
  it('starts a SetupIntent on the fan’s own Stripe Customer, made once, and answers its client secret and the publishable key', async () => {
    const fan = await newMember(server);
    const customersBefore = fake.requestsTo('POST /v1/customers').length;
    const setup = getStripeKeyCall.response.parse(await ok(server, fan, 'payment/getStripeKey'));
    expect(setup).toEqual({
      provider: 'stripe',
      publishable_key: STRIPE_TEST_ENV.STRIPE_PUBLISHABLE_KEY,
      client_secret: expect.stringMatching(/^seti_[0-9a-f]+_secret_[0-9a-f]+$/),
      confirm_url: '',
    });
    const customerCall = fake.requestsTo('POST /v1/customers').at(-1)!;
    expect(customerCall.form).toEqual({ 'metadata[fanvault_user]': String(fan.userId) });
    const [stored] = await server.database.handle.db
      .select()
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, fan.userId));
    expect(fake.requestsTo('POST /v1/setup_intents').at(-1)!.form).toEqual({
      customer: stored!.customerId,
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      'metadata[fanvault_user]': String(fan.userId),
    });
    await ok(server, fan, 'payment/getStripeKey');
    expect(fake.requestsTo('POST /v1/customers').length).toBe(customersBefore + 1);
  });

  it('saves the card when setup_intent.succeeded arrives, with brand, last 4 and expiry read from its payment method', async () => {
    const fan = await newMember(server);
    const methodId = await saveStripeCard(fan);
    expect(fake.requestsTo(`GET /v1/payment_methods/${methodId}`).length).toBe(1);
    const cards = getCardListCall.response.parse(await ok(server, fan, 'payment/getCardList'));
    expect(cards.list).toEqual([
      {
        id: methodId,
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
        is_default: 1,
        is_ban: 0,
      },
    ]);
  });

  it('charges a saved card on session for embedPay (cents, customer, the card, our order, an idempotency key); its event pays the order', async () => {
    const fan = await newMember(server);
    const methodId = await saveStripeCard(fan);
    const paid = await ok<{ order_id: string }>(server, fan, 'payment/embedPay', {
      item_id: planId,
      aff: creator.aff,
      amount: 4.99,
      type: 2,
      user_payment_method_id: methodId,
      client_key: clientKey(),
    });
    const [request] = fake.requestsTo('POST /v1/payment_intents').slice(-1);
    const [customer] = await server.database.handle.db
      .select()
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, fan.userId));
    expect(request!.form).toEqual({
      amount: '499',
      currency: 'usd',
      customer: customer!.customerId,
      payment_method: methodId,
      'allowed_payment_method_types[0]': 'card',
      confirm: 'true',
      error_on_requires_action: 'true',
      description: 'Supporter',
      'metadata[fanvault_order]': paid.order_id,
      'metadata[fanvault_flow]': 'card',
    });
    expect(request!.idempotencyKey).toBe(`fanvault-charge-${paid.order_id}`);
    const intent = fake.paymentIntent((await orderRow(paid.order_id)).providerRef!);
    await deliverStripeEvent(server, fake.event('payment_intent.succeeded', intent));
    expect((await status(fan, paid.order_id)).status).toBe('paid');
  });

  it('fails the order with “Your card was declined.” when Stripe declines the card (payment_intent.payment_failed)', async () => {
    const fan = await newMember(server);
    const methodId = await saveStripeCard(fan, 'declines');
    const paid = await ok<{ order_id: string }>(server, fan, 'payment/embedPay', {
      item_id: planId,
      aff: creator.aff,
      amount: 4.99,
      type: 2,
      user_payment_method_id: methodId,
      client_key: clientKey(),
    });
    const intentId = (await orderRow(paid.order_id)).providerRef!;
    expect(intentId).toMatch(/^pi_/);
    expect((await status(fan, paid.order_id)).status).toBe('pending');
    await deliverStripeEvent(
      server,
      fake.event('payment_intent.payment_failed', fake.paymentIntent(intentId)),
    );
    expect(await status(fan, paid.order_id)).toMatchObject({
      status: 'failed',
      reason: 'Your card was declined.',
    });
  });

  it('detaches a deleted card at Stripe', async () => {
    const fan = await newMember(server);
    const methodId = await saveStripeCard(fan);
    await ok(server, fan, 'payment/deleteCard', { payment_method_id: methodId });
    expect(fake.requestsTo(`POST /v1/payment_methods/${methodId}/detach`)).toHaveLength(1);
    expect(getCardListCall.response.parse(await ok(server, fan, 'payment/getCardList')).list).toEqual([]);
  });
});

describe('renewals with Stripe', () => {
  /** A fan subscribed through Checkout with a saved Stripe card, and the clock in their period's last day. */
  async function dueFan(behaviour: Parameters<StripeFake['addCard']>[2]) {
    const fan = await newMember(server);
    const methodId = await saveStripeCard(fan, behaviour);
    const order = await subscribeOrder(fan);
    const { session } = fake.completeSession((await orderRow(order.order_id)).providerRef!);
    await deliverStripeEvent(server, fake.event('checkout.session.completed', session));
    const [held] = await server.database.handle.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, fan.userId));
    server.clock.advance(held!.expireAt.getTime() - 3600_000 - server.clock.now().getTime());
    return { fan, methodId, held: held! };
  }

  const sweep = () =>
    sweepRenewals({
      db: server.database.handle.db,
      config: server.config,
      now: () => server.clock.now(),
      provider: createPaymentProvider(server.config, silentLog),
      ids: randomIds,
    });

  const renewalOf = async (fan: Member) =>
    (await server.database.handle.db.select().from(orders).where(eq(orders.buyerId, fan.userId))).find(
      (order) => order.kind === 'renewal',
    )!;

  it('charges the default card off session (no authentication asked), keyed by the renewal order; its event adds the period', async () => {
    const { fan, methodId, held } = await dueFan('succeeds');
    // Fans of the tests before come due too; this one's renewal is what is looked at.
    expect(await sweep()).toMatchObject({ error: 0 });
    const renewal = await renewalOf(fan);
    const request = fake
      .requestsTo('POST /v1/payment_intents')
      .find((call) => call.idempotencyKey === `fanvault-charge-${renewal.publicId}`);
    expect(request!.form).toMatchObject({
      amount: '499',
      currency: 'usd',
      payment_method: methodId,
      confirm: 'true',
      off_session: 'true',
      'metadata[fanvault_order]': renewal.publicId,
      'metadata[fanvault_flow]': 'card',
    });
    expect(request!.form.error_on_requires_action).toBeUndefined();
    const charges = fake.requestsTo('POST /v1/payment_intents').length;
    expect(await sweep()).toMatchObject({ charged: 0, error: 0 });
    expect(fake.requestsTo('POST /v1/payment_intents').length).toBe(charges);
    await deliverStripeEvent(
      server,
      fake.event('payment_intent.succeeded', fake.paymentIntent(renewal.providerRef!)),
    );
    const [after] = await server.database.handle.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, held.id));
    expect(after!.expireAt.getTime()).toBe(held.expireAt.getTime() + 30 * 24 * 3600_000);
  });

  it('lets a card that needs its bank’s check fail the renewal, and mails the fan', async () => {
    const { fan } = await dueFan('needsAuthentication');
    await sweep();
    const renewal = await renewalOf(fan);
    expect(renewal).toMatchObject({ status: 'pending', providerRef: expect.stringMatching(/^pi_/) });
    await deliverStripeEvent(
      server,
      fake.event('payment_intent.payment_failed', fake.paymentIntent(renewal.providerRef!)),
    );
    expect(await renewalOf(fan)).toMatchObject({ status: 'failed', reason: 'card_declined' });
    const runner = createJobRunner({
      queue: server.database.queue,
      now: () => server.clock.now(),
      handlers: buildJobHandlers({
        db: server.database.handle.db,
        config: server.config,
        storage: createLocalDiskStorage(server.config.mediaDir),
        clock: server.clock,
        mailer: server.mailer,
      }),
    });
    await runner.runDue();
    const [row] = await server.database.handle.db.select().from(users).where(eq(users.id, fan.userId));
    const mails = (server.mailer as RecordingMailer).all.filter((mail) => mail.to === row!.email);
    expect(mails).toMatchObject([{ template: 'renewalFailed', values: { reason: 'card_declined' } }]);
  });
});

describe('when Stripe cannot be reached or refuses', () => {
  it('answers a checkout with status 0 in the caller’s language and leaves no order', async () => {
    const fan = await newMember(server);
    fake.failWith = 400;
    const key = clientKey();
    const refused = await callAs(
      server,
      fan,
      'payment/subscriptionCreater',
      { item_id: planId, aff: creator.aff, amount: 4.99, pay_type_id: 78, client_key: key },
      'ja',
    );
    expect(refused).toEqual({
      status: 0,
      msg: '決済サービスに接続できませんでした。しばらくしてからもう一度お試しください。',
      data: null,
    });
    const rows = await server.database.handle.db.select().from(orders).where(eq(orders.clientKey, key));
    expect(rows).toEqual([]);
  });

  it('keeps an embedPay order uncharged when the charge cannot be made, and charges it once when the same key is sent again', async () => {
    const fan = await newMember(server);
    const methodId = await saveStripeCard(fan);
    const request = {
      item_id: planId,
      aff: creator.aff,
      amount: 4.99,
      type: 2,
      user_payment_method_id: methodId,
      client_key: clientKey(),
    };
    const chargesBefore = fake.requestsTo('POST /v1/payment_intents').length;
    fake.failWith = 400;
    const refused = await callAs(server, fan, 'payment/embedPay', request);
    expect(refused).toMatchObject({
      status: 0,
      msg: 'The payment service could not be reached. Please try again in a moment.',
    });
    fake.failWith = undefined;
    const again = await ok<{ order_id: string }>(server, fan, 'payment/embedPay', request);
    const row = await orderRow(again.order_id);
    expect(row.providerRef).toMatch(/^pi_/);
    const charges = fake.requestsTo('POST /v1/payment_intents').slice(chargesBefore);
    expect(charges.map((charge) => charge.idempotencyKey)).toEqual([
      `fanvault-charge-${again.order_id}`,
      `fanvault-charge-${again.order_id}`,
    ]);
    await ok(server, fan, 'payment/embedPay', request);
    expect(fake.requestsTo('POST /v1/payment_intents').length).toBe(chargesBefore + 2);
    await deliverStripeEvent(
      server,
      fake.event('payment_intent.succeeded', fake.paymentIntent(row.providerRef!)),
    );
    expect((await status(fan, again.order_id)).status).toBe('paid');
  });
});

describe('the page Stripe sends the fan back to', () => {
  it('says the payment was sent, in the order’s language, and links to the purchases', async () => {
    const response = await fetch(`${server.baseUrl}/payments/return?result=success&lang=ja`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="ja" dir="ltr">');
    expect(page).toContain('お支払いを送信しました');
    expect(page).toContain('href="/ja/mine/buy"');
  });

  it('says nothing was charged after a cancel, right to left in Arabic, and falls back to Accept-Language', async () => {
    const arabic = await (await fetch(`${server.baseUrl}/payments/return?result=cancel&lang=ar`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('لم تكتمل عملية الدفع');
    const french = await fetch(`${server.baseUrl}/payments/return?result=cancel&lang=xx`, {
      headers: { 'accept-language': 'fr-CH,fr;q=0.9' },
    });
    expect(await french.text()).toContain('Paiement non effectué');
  });
});

describe('the content security policy', () => {
  it('lets Stripe.js, its frames and its API in when Stripe is the provider', async () => {
    const policy = (await fetch(`${server.baseUrl}/healthz`)).headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });
});
