/**
 * A fee breakdown on every sale (issue 25): with a 10 % platform fee and a payment cost of 2.9 %
 * + 0.30, each payment's ledger transaction records the fee and the cost on their own accounts;
 * user/getSaleList shows each sale (and each refund or chargeback as its own negative line) with
 * the figures of its ledger lines, and user/getStatement a month's entries between an opening and
 * a closing balance. Each member sees only their own. Every test ends with the ledger invariant.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getStatementCall, listSalesCall } from '../../src/contract/calls/sales.ts';
import type { Sale, StatementEntry } from '../../src/contract/entities-sales.ts';
import type { MoneyView } from '../../src/contract/calls/ops-money.ts';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { ledgerEntries, orders } from '../../server/db/schema.ts';
import { createPaymentProvider } from '../../server/modules/payments/money-deps.ts';
import { randomIds } from '../../server/modules/payments/ids.ts';
import { requestRefund, simulateDispute } from '../../server/modules/payments/refunds.service.ts';
import {
  approveAndDeliver,
  buy,
  callAs,
  clientKey,
  expectLedgerBalanced,
  newCreator,
  newMember,
  newPlan,
  newPost,
  ok,
  runJobs,
  subscribe,
  type CreatedOrder,
  type Member,
} from './helpers/money.ts';
import { signInTestOperator } from './helpers/operators.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { secondFactorOn } from './helpers/two-factor.ts';

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

const deps = () => ({
  db: server.database.handle.db,
  config: server.config,
  now: () => server.clock.now(),
  provider: createPaymentProvider(server.config, { error: () => undefined }),
  ids: randomIds,
});

async function creator() {
  const member = await newCreator(server);
  creators.push(member);
  // Withdrawals need a second factor on (issue 26).
  await secondFactorOn(server, member);
  return member;
}

async function salesOf(member: Member, fields: Record<string, unknown> = {}): Promise<Sale[]> {
  return listSalesCall.response.parse(await ok(server, member, 'user/getSaleList', fields)).list;
}

async function statementOf(member: Member, month: string) {
  return getStatementCall.response.parse(await ok(server, member, 'user/getStatement', { month }));
}

async function tip(fan: Member, to: Member, amount: number) {
  const order = await ok<CreatedOrder>(server, fan, 'payment/tip', {
    aff: to.aff,
    amount,
    message: '',
    pay_type_id: 78,
    client_key: clientKey(),
  });
  await approveAndDeliver(server, order);
  return order.order_id;
}

const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const cents = (amount: number) => Math.round(amount * 100);
const adds = (line: { gross: number; fee: number; payment_cost: number; net: number }) =>
  cents(line.gross) === cents(line.fee) + cents(line.payment_cost) + cents(line.net);

describe('the rates reach the app', () => {
  it('app/config carries the fee and the payment cost', async () => {
    expect(await ok(server, undefined, 'app/config')).toMatchObject({
      fee_bps: 1000,
      payment_cost_bps: 290,
      payment_cost_fixed: 0.3,
    });
  });
});

describe('user/getSaleList', () => {
  it('shows a 9.99 purchase as 9.99 gross, 0.99 fee, 0.58 payment cost (2.9 % rounded down + 0.30), 8.42 net', async () => {
    const seller = await creator();
    const post = await newPost(server, seller, {
      articleType: ARTICLE_TYPE.buy,
      priceCents: 999,
      title: 'Sunset set',
    });
    const orderId = await buy(server, await newMember(server), seller, post, 9.99);
    const [sale] = await salesOf(seller);
    expect(sale).toMatchObject({
      entry: 'sale',
      kind: 'post',
      item_name: 'Sunset set',
      order_id: orderId,
      status: 'paid',
      gross: 9.99,
      fee: 0.99,
      payment_cost: 0.58,
      net: 8.42,
    });
    expect((await ok<{ money: number }>(server, seller, 'user/getUserInfo')).money).toBe(8.42);
    const db = server.database.handle.db;
    const [order] = await db.select().from(orders).where(eq(orders.publicId, orderId));
    const lines = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order!.id));
    expect(lines.map((line) => [line.account, Number(line.amountCents)]).sort()).toEqual([
      ['creator_payable', -842],
      ['payment_costs', -58],
      ['platform_revenue', -99],
      ['provider_cash', 999],
    ]);
  });

  it('lists every kind newest first; a refund and a chargeback are their own negative lines', async () => {
    const seller = await creator();
    const fan = await newMember(server);
    const plan = await newPlan(server, seller, { name: 'Inner circle', price: 20 });
    const post = await newPost(server, seller, {
      articleType: ARTICLE_TYPE.buy,
      priceCents: 1500,
      title: 'Studio',
    });
    const subscription = await subscribe(server, fan, seller, plan, 20);
    const purchase = await buy(server, fan, seller, post, 15);
    const tipped = await tip(fan, seller, 5);
    expect(await requestRefund(deps(), purchase)).toMatchObject({ ok: true });
    await runJobs(server);
    expect(await simulateDispute(deps(), tipped)).toMatchObject({ ok: true });
    await runJobs(server);

    const sales = await salesOf(seller);
    expect(sales.map((sale) => [sale.entry, sale.kind, sale.order_id, sale.status, sale.gross])).toEqual([
      ['chargeback', 'tip', tipped, 'disputed', -5],
      ['refund', 'post', purchase, 'refunded', -15],
      ['sale', 'tip', tipped, 'disputed', 5],
      ['sale', 'post', purchase, 'refunded', 15],
      ['sale', 'subscription', subscription, 'paid', 20],
    ]);
    for (const sale of sales) expect(adds(sale), JSON.stringify(sale)).toBe(true);
    // 15: fee 1.50, cost 0.43 + 0.30; the refund negates it exactly.
    expect(sales[1]).toMatchObject({ fee: -1.5, payment_cost: -0.73, net: -12.77, item_name: 'Studio' });
    expect(sales[3]).toMatchObject({ fee: 1.5, payment_cost: 0.73, net: 12.77 });
    expect(sales[4]).toMatchObject({ item_name: 'Inner circle', fee: 2, payment_cost: 0.88, net: 17.12 });
    // The balance is the sum of the lines' nets.
    const balance = (await ok<{ money: number }>(server, seller, 'user/getUserInfo')).money;
    expect(cents(balance)).toBe(sales.reduce((sum, sale) => sum + cents(sale.net), 0));
    // Paged like the other lists.
    expect((await salesOf(seller, { page: 2, limit: 2 })).map((sale) => sale.kind)).toEqual(['tip', 'post']);
  });

  it('keeps one month when asked; another month has none', async () => {
    const seller = await creator();
    const post = await newPost(server, seller, { articleType: ARTICLE_TYPE.buy, priceCents: 400 });
    await buy(server, await newMember(server), seller, post, 4);
    const now = server.clock.now();
    expect(await salesOf(seller, { month: monthOf(now) })).toHaveLength(1);
    expect(await salesOf(seller, { month: '2001-02' })).toEqual([]);
    expect((await callAs(server, seller, 'user/getSaleList', { month: '2026-13' })).status).toBe(0);
  });

  it('shows a creator none of another creator’s sales, a fan nothing, and refuses a visitor', async () => {
    const seller = await creator();
    const other = await creator();
    const fan = await newMember(server);
    const post = await newPost(server, seller, { articleType: ARTICLE_TYPE.buy, priceCents: 700 });
    await buy(server, fan, seller, post, 7);
    expect(await salesOf(seller)).toHaveLength(1);
    expect(await salesOf(other)).toEqual([]);
    expect(await salesOf(fan)).toEqual([]);
    expect((await statementOf(fan, monthOf(server.clock.now()))).list).toEqual([]);
    for (const [path, fields] of [
      ['user/getSaleList', {}],
      ['user/getStatement', { month: '2026-01' }],
    ] as const)
      expect(await callAs(server, undefined, path, fields)).toMatchObject({
        status: 0,
        msg: 'Please log in to continue.',
      });
  });
});

describe('user/getStatement', () => {
  it('lists a month’s entries with their order ids between an opening and a closing balance', async () => {
    const seller = await creator();
    const fan = await newMember(server);
    const post = await newPost(server, seller, { articleType: ARTICLE_TYPE.buy, priceCents: 20_000 });
    const first = await buy(server, fan, seller, post, 200);
    const earlier = monthOf(server.clock.now());

    // To the first day of the next month, 02:00 UTC.
    const now = server.clock.now();
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 2);
    server.clock.advance(nextMonth - now.getTime());
    const month = monthOf(server.clock.now());
    const plan = await newPlan(server, seller, { price: 50 });
    const subscription = await subscribe(server, fan, seller, plan, 50);
    const withdrawal = await ok<{ withdrawal: { id: number } }>(server, seller, 'user/applyWithdraw', {
      amount: 100,
    });
    expect(await requestRefund(deps(), first)).toMatchObject({ ok: true });
    await runJobs(server);

    const before = await statementOf(seller, earlier);
    // 200: fee 20, cost 5.80 + 0.30 → 173.90.
    expect(before).toMatchObject({ month: earlier, opening_balance: 0, closing_balance: 173.9 });
    expect(before.list.map((line) => [line.entry, line.order_id, line.net])).toEqual([
      ['sale', first, 173.9],
    ]);

    const statement = await statementOf(seller, month);
    expect(statement.opening_balance).toBe(173.9);
    const lines = statement.list.map((line: StatementEntry) => [
      line.entry,
      line.order_id,
      line.withdrawal_id,
      line.net,
    ]);
    // 50: fee 5, cost 1.45 + 0.30 → 43.25.
    expect(lines).toEqual([
      ['sale', subscription, null, 43.25],
      ['withdrawal', '', withdrawal.withdrawal.id, -100],
      ['refund', first, null, -173.9],
    ]);
    for (const line of statement.list) expect(adds(line)).toBe(true);
    expect(statement.totals).toEqual({ gross: -250, fee: -15, payment_cost: -4.35, net: -230.65 });
    expect(statement.closing_balance).toBe(-56.75);
    expect(cents(statement.closing_balance)).toBe(
      cents(statement.opening_balance) + cents(statement.totals.net),
    );
    expect((await ok<{ money: number }>(server, seller, 'user/getUserInfo')).money).toBe(-56.75);
  });

  it('refuses a month that is not YYYY-MM', async () => {
    const seller = await creator();
    for (const month of ['2026-1', '2026-00', 'January', ''])
      expect((await callAs(server, seller, 'user/getStatement', { month })).status, month).toBe(0);
  });
});

describe('the console’s money view', () => {
  it('shows the payment costs as their own figure: fees, costs and earnings add up to the sales kept', async () => {
    const seller = await creator();
    const post = await newPost(server, seller, {
      articleType: ARTICLE_TYPE.buy,
      priceCents: 999,
      title: 'Dawn',
    });
    await buy(server, await newMember(server), seller, post, 9.99);
    const finance = await signInTestOperator(server, 'finance');
    const tomorrow = new Date(server.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const { body } = await finance.call('ops/money', { from: '2000-01-01', to: tomorrow });
    const money = body.data as MoneyView;
    const [row] = await server.database.handle.db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, 'payment_costs'));
    expect(money.payment_costs).toBeGreaterThanOrEqual(0.58);
    expect(cents(money.payment_costs)).toBe(-Number(row!.sum));
    expect(cents(money.creator_earnings) + cents(money.platform_fees) + cents(money.payment_costs)).toBe(
      cents(money.gross_sales) - cents(money.refunds),
    );
  });
});
