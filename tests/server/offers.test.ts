/**
 * Issue 25, offers (docs/decisions/offers.md): a creator puts a whole percentage, 5 to 90, off one
 * of their own plans, for the first period or every period, until an end at most 90 days ahead;
 * the price after it stays at least the lowest plan price (1). One running offer per plan; the
 * creator may end it early. The plan lists show it; an order is priced with the offer as it is in
 * the order's transaction; renewals keep an 'every period' offer's price and charge the plan price
 * after a 'first period' one, without the "plan made dearer" rule misfiring. The fee breakdown
 * works on what was charged. Every test ends with the ledger invariant.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listSalesCall } from '../../src/contract/calls/sales.ts';
import { orders, userSubscriptions } from '../../server/db/schema.ts';
import { randomIds } from '../../server/modules/payments/ids.ts';
import { createPaymentProvider, type MoneyDeps } from '../../server/modules/payments/money-deps.ts';
import { renewSubscription } from '../../server/modules/payments/renewals.service.ts';
import {
  callAs,
  clientKey,
  expectLedgerBalanced,
  newCreator,
  newMember,
  newPlan,
  ok,
  orderPlan,
  runJobs,
  saveCard,
  subscribe,
  type Member,
} from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const DAY = 24 * 3600 * 1000;
let server: TestServer;
const creators: Member[] = [];

beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    env: { PLATFORM_FEE_BPS: '1000', PAYMENT_COST_BPS: '290', PAYMENT_COST_FIXED: '0.30' },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(server, creators);
});

const db = () => server.database.handle.db;
const nowSeconds = () => Math.floor(server.clock.now().getTime() / 1000);
const daysOn = (days: number) => nowSeconds() + Math.round((days * DAY) / 1000);

async function creator() {
  const member = await newCreator(server);
  creators.push(member);
  return member;
}

interface WireOffer {
  percent: number;
  scope: 'first' | 'every';
  price: number;
  ends_ts: number;
  ends_at: string;
}

const offerOn = (
  as: Member,
  planId: number,
  fields: Partial<{ percent: number; scope: string; ends_ts: number }> = {},
) =>
  callAs(server, as, 'subscription/setOffer', {
    subscription_id: planId,
    percent: 50,
    scope: 'first',
    ends_ts: daysOn(7),
    ...fields,
  });

async function offered(as: Member, planId: number, fields: Parameters<typeof offerOn>[2] = {}) {
  const body = await offerOn(as, planId, fields);
  expect(body.msg).toBe('');
  return body.data as WireOffer;
}

async function refusal(body: Promise<{ status: number; msg: string }>) {
  const answer = await body;
  expect(answer.status).toBe(0);
  return answer.msg;
}

async function plansOf(seller: Member) {
  const me = await ok<{ uuid: string }>(server, seller, 'user/getUserInfo');
  return (
    await ok<{ list: { id: number; price: number; offer: WireOffer | null }[] }>(
      server,
      undefined,
      'subscription/listSubscriptionByUuid',
      { uuid: me.uuid },
    )
  ).list;
}

describe('subscription/setOffer', () => {
  it('takes 5 to 90 percent off, whole numbers only; 4 and 91 are refused', async () => {
    const seller = await creator();
    const low = await newPlan(server, seller, { price: 10 });
    const high = await newPlan(server, seller, { price: 10 });
    const message = 'An offer takes a whole percentage from 5% to 90% off.';
    expect(await refusal(offerOn(seller, low, { percent: 4 }))).toBe(message);
    expect(await refusal(offerOn(seller, low, { percent: 91 }))).toBe(message);
    expect(await offered(seller, low, { percent: 5 })).toMatchObject({ percent: 5, price: 9.5 });
    expect(await offered(seller, high, { percent: 90 })).toMatchObject({ percent: 90, price: 1 });
  });

  it('refuses a percentage that takes the price below the lowest plan price of 1, rounding down to the cent', async () => {
    const seller = await creator();
    const five = await newPlan(server, seller, { price: 5 });
    expect(await refusal(offerOn(seller, five, { percent: 90 }))).toBe(
      'With 90% off, the price would be $0.50, below the lowest plan price of $1.00. Choose a smaller percentage.',
    );
    const justAbove = await newPlan(server, seller, { price: 1.12 });
    const justBelow = await newPlan(server, seller, { price: 1.11 });
    // 1.12 less 10 % is 1.008: 1.00 after rounding down; 1.11 less 10 % is 0.999: 0.99.
    expect(await offered(seller, justAbove, { percent: 10 })).toMatchObject({ price: 1 });
    expect(await refusal(offerOn(seller, justBelow, { percent: 10 }))).toContain('$0.99');
  });

  it('ends after now and at most 90 days on', async () => {
    const seller = await creator();
    const plan = await newPlan(server, seller, { price: 10 });
    const message = 'An offer must end after now and at most 90 days from now.';
    expect(await refusal(offerOn(seller, plan, { ends_ts: nowSeconds() - 1 }))).toBe(message);
    expect(await refusal(offerOn(seller, plan, { ends_ts: daysOn(90) + 5 }))).toBe(message);
    const offer = await offered(seller, plan, { ends_ts: daysOn(90) - 5 });
    expect(offer.ends_at).toBe(new Date(offer.ends_ts * 1000).toISOString());
  });

  it('keeps one running offer per plan; ended early, the plan can have a new one', async () => {
    const seller = await creator();
    const plan = await newPlan(server, seller, { price: 10 });
    await offered(seller, plan, { percent: 20 });
    expect(await refusal(offerOn(seller, plan, { percent: 30 }))).toBe(
      'This plan already has an offer running. End it before making a new one.',
    );
    await ok(server, seller, 'subscription/endOffer', { subscription_id: plan });
    expect((await plansOf(seller))[0]!.offer).toBeNull();
    expect(await refusal(callAs(server, seller, 'subscription/endOffer', { subscription_id: plan }))).toBe(
      'This plan has no offer running.',
    );
    await offered(seller, plan, { percent: 30 });
    expect((await plansOf(seller))[0]!.offer).toMatchObject({ percent: 30, price: 7 });
  });

  it("refuses someone else's plan, and a member who is not a creator", async () => {
    const seller = await creator();
    const plan = await newPlan(server, seller, { price: 10 });
    const other = await creator();
    expect(await refusal(offerOn(other, plan))).toBe(
      'This subscription plan does not exist or is no longer available.',
    );
    expect(await refusal(callAs(server, other, 'subscription/endOffer', { subscription_id: plan }))).toBe(
      'This subscription plan does not exist or is no longer available.',
    );
    expect(await refusal(offerOn(await newMember(server), plan))).toBe(
      'Only creators can manage subscription plans. Apply to become a creator first.',
    );
    expect((await plansOf(seller))[0]!.offer).toBeNull();
  });

  it('keeps the plan price from going below the minimum while an offer runs', async () => {
    const seller = await creator();
    const plan = await newPlan(server, seller, { price: 10 });
    await offered(seller, plan, { percent: 50 });
    const edit = (price: number) =>
      callAs(server, seller, 'subscription/update', {
        id: plan,
        name: 'Supporter',
        content: 'Every post.',
        price,
        unlock_day_after_subscribe: 1000,
        status: 1,
      });
    expect(await refusal(edit(1.99))).toBe(
      'With 50% off, the price would be $0.99, below the lowest plan price of $1.00. Choose a smaller percentage.',
    );
    expect((await edit(2)).status).toBe(1);
    expect((await plansOf(seller))[0]).toMatchObject({ price: 2, offer: { price: 1 } });
  });
});

describe('an order under an offer', () => {
  it('costs the offer price while it runs and the plan price from the second it ends', async () => {
    const seller = await creator();
    const plan = await newPlan(server, seller, { price: 10 });
    const offer = await offered(seller, plan, { percent: 25, ends_ts: daysOn(2) });
    expect((await plansOf(seller))[0]).toMatchObject({ price: 10, offer: { percent: 25, price: 7.5 } });
    const fan = await newMember(server);
    const order = (amount: number) =>
      callAs(server, fan, 'payment/subscriptionCreater', {
        item_id: plan,
        aff: seller.aff,
        amount,
        pay_type_id: 78,
        client_key: clientKey(),
      });
    expect(await refusal(order(10))).toBe(
      'The amount to pay is not the price ($7.50). Please reload and try again.',
    );
    const placed = await order(7.5);
    expect(placed.status).toBe(1);
    const [row] = await db()
      .select()
      .from(orders)
      .where(eq(orders.publicId, (placed.data as { order_id: string }).order_id));
    expect(row).toMatchObject({ amountCents: 750, listPriceCents: 1000 });
    server.clock.advance(offer.ends_ts * 1000 - server.clock.now().getTime() + 1000);
    expect((await plansOf(seller))[0]!.offer).toBeNull();
    expect(await refusal(order(7.5))).toBe(
      'The amount to pay is not the price ($10.00). Please reload and try again.',
    );
    expect((await order(10)).status).toBe(1);
  });

  it('costs the plan price once the creator ended the offer early', async () => {
    const seller = await creator();
    const plan = await newPlan(server, seller, { price: 10 });
    await offered(seller, plan, { percent: 40 });
    await ok(server, seller, 'subscription/endOffer', { subscription_id: plan });
    const fan = await newMember(server);
    const placed = await orderPlan(server, fan, seller, plan, 10);
    const [row] = await db().select().from(orders).where(eq(orders.publicId, placed.order_id));
    expect(row).toMatchObject({ amountCents: 1000, listPriceCents: null, offerId: null });
  });

  it('shows the creator the fee breakdown of the price charged: 5.00 gross, 0.50 fee, 0.44 payment cost, 4.06 net', async () => {
    const seller = await creator();
    const plan = await newPlan(server, seller, { price: 10 });
    await offered(seller, plan, { percent: 50 });
    const orderId = await subscribe(server, await newMember(server), seller, plan, 5);
    const sales = listSalesCall.response.parse(await ok(server, seller, 'user/getSaleList', {})).list;
    expect(sales[0]).toMatchObject({
      order_id: orderId,
      kind: 'subscription',
      gross: 5,
      fee: 0.5,
      payment_cost: 0.44,
      net: 4.06,
    });
  });
});

describe('renewals of a subscription begun under an offer', () => {
  const moneyDeps = (): MoneyDeps => ({
    db: db(),
    config: server.config,
    now: () => server.clock.now(),
    provider: createPaymentProvider(server.config, { error: () => undefined }),
    ids: randomIds,
  });

  /** A fan with a saved card subscribed to `plan` at `amount`; answers their subscription. */
  async function subscribedFan(seller: Member, plan: number, amount: number) {
    const fan = await newMember(server);
    await saveCard(server, fan);
    await subscribe(server, fan, seller, plan, amount);
    return fan;
  }

  async function subscriptionOf(fan: Member, plan: number) {
    const [row] = await db()
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, fan.userId), eq(userSubscriptions.planId, plan)));
    return row!;
  }

  /** Moves to an hour before the subscription's end and renews it; answers its renewal orders. */
  async function renew(fan: Member, plan: number) {
    const held = await subscriptionOf(fan, plan);
    server.clock.advance(held.expireAt.getTime() - 3600_000 - server.clock.now().getTime());
    await renewSubscription(moneyDeps(), held.id);
    await runJobs(server);
    return db()
      .select()
      .from(orders)
      .where(and(eq(orders.buyerId, fan.userId), eq(orders.kind, 'renewal')));
  }

  const editPrice = (seller: Member, plan: number, price: number) =>
    ok(server, seller, 'subscription/update', {
      id: plan,
      name: 'Supporter',
      content: 'Every post.',
      price,
      unlock_day_after_subscribe: 1000,
      status: 1,
    });

  it("'every period': each renewal keeps the percentage off, after the offer ended, on a lowered price too", async () => {
    const seller = await creator();
    const plan = await newPlan(server, seller, { price: 10, expire_days: 7 });
    await offered(seller, plan, { percent: 30, scope: 'every' });
    const fan = await subscribedFan(seller, plan, 7);
    expect((await subscriptionOf(fan, plan)).offerPercent).toBe(30);
    await ok(server, seller, 'subscription/endOffer', { subscription_id: plan });
    expect(await renew(fan, plan)).toMatchObject([{ amountCents: 700, status: 'paid' }]);
    await editPrice(seller, plan, 8);
    const renewals = await renew(fan, plan);
    expect(renewals.map((order) => [order.amountCents, order.status])).toEqual([
      [700, 'paid'],
      [560, 'paid'],
    ]);
  });

  it("'first period': the renewal charges the plan price, which is no rise over the price sold", async () => {
    const seller = await creator();
    const plan = await newPlan(server, seller, { price: 10, expire_days: 7 });
    await offered(seller, plan, { percent: 50, scope: 'first' });
    const fan = await subscribedFan(seller, plan, 5);
    expect((await subscriptionOf(fan, plan)).offerPercent).toBeNull();
    expect(await renew(fan, plan)).toMatchObject([{ amountCents: 1000, status: 'paid', reason: '' }]);
  });

  it('is still not renewed silently when the creator makes the plan dearer', async () => {
    const seller = await creator();
    const plan = await newPlan(server, seller, { price: 10, expire_days: 7 });
    await offered(seller, plan, { percent: 50, scope: 'every' });
    const fan = await subscribedFan(seller, plan, 5);
    await editPrice(seller, plan, 12);
    expect(await renew(fan, plan)).toMatchObject([{ status: 'failed', reason: 'price_raised' }]);
  });
});
