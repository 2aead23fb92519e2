/**
 * The console's money view (issue 23) on the demo's money world (seedMoney: payments by checkout
 * page and saved card, refunds, a chargeback, withdrawals in every status): who may read it
 * (finance, admin), the period's figures as the ledger's lines add up, the ledger's sum of zero,
 * the sandbox's captured payments matching the ledger's cash, and the creators' balances, largest
 * first, each as the ledger's balance rule says.
 */
import { and, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import type { MoneyView } from '../../src/contract/calls/ops-money.ts';
import type { OperatorRole } from '../../src/contract/operators.ts';
import { ledgerEntries } from '../../server/db/schema.ts';
import { creatorBalanceCents } from '../../server/modules/ledger/ledger.service.ts';
import { signInTestOperator, type OperatorClient } from './helpers/operators.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let finance: OperatorClient;

beforeAll(async () => {
  server = await startTestServer({ seedMoney: true });
  finance = await signInTestOperator(server, 'finance');
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const text = (id: keyof typeof serverEnglish) => serverEnglish[id];
const day = (date: Date) => date.toISOString().slice(0, 10);
/** Every day up to tomorrow: the whole seeded history. */
const allTime = () => ({ from: '2000-01-01', to: day(new Date(server.clock.now().getTime() + 86_400_000)) });

async function view(payload: Record<string, unknown>): Promise<MoneyView> {
  const { body } = await finance.call('ops/money', payload);
  expect(body.msg).toBe('');
  return body.data as MoneyView;
}

/** The ledger's sum of one kind and account in the whole history, in cents. */
async function sumOf(kind: string, account: string): Promise<number> {
  const [row] = await server.database.handle.db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.kind} = ${kind} and ${ledgerEntries.account} = ${account}`);
  return Number(row?.sum ?? 0);
}

describe('who reads the money view', () => {
  it.each<[OperatorRole, boolean]>([
    ['moderator', false],
    ['reviewer', false],
    ['finance', true],
    ['admin', true],
  ])('%s: %s', async (role, allowed) => {
    const operator = await signInTestOperator(server, role);
    const { body } = await operator.call('ops/money', allTime());
    expect(body).toMatchObject(allowed ? { status: 1 } : { status: 0, msg: text('server.ops.roleRefused') });
  });

  it('refuses visitors, and a period that ends before it starts', async () => {
    expect((await server.call('ops/money', allTime())).body).toMatchObject({
      status: 0,
      msg: text('server.ops.signInRequired'),
    });
    expect((await finance.call('ops/money', { from: '2026-02-01', to: '2026-01-31' })).body.status).toBe(0);
  });
});

describe('the figures of the seeded world', () => {
  it('add up the ledger lines by kind and account, and the ledger sums to zero', async () => {
    const money = await view(allTime());
    expect(money.gross_sales).toBeGreaterThan(0);
    expect(money.refunds).toBeGreaterThan(0);
    expect(money.payouts).toBeGreaterThan(0);
    expect(money.gross_sales).toBe((await sumOf('payment', 'provider_cash')) / 100);
    expect(money.refunds).toBe(-(await sumOf('reversal', 'provider_cash')) / 100);
    expect(money.payouts).toBe(-(await sumOf('withdrawal_complete', 'provider_cash')) / 100);
    // What stays after refunds is split between the creators, the platform and the provider, to the cent.
    expect(Math.round(money.payment_costs * 100)).toBe(
      0 - (await sumOf('payment', 'payment_costs')) - (await sumOf('reversal', 'payment_costs')),
    );
    expect(Math.round((money.creator_earnings + money.platform_fees + money.payment_costs) * 100)).toBe(
      Math.round((money.gross_sales - money.refunds) * 100),
    );
    expect(money.ledger_sum).toBe(0);
  });

  it('reconciles the sandbox’s captured payments with the ledger’s cash', async () => {
    const { reconciliation, gross_sales } = await view(allTime());
    expect(reconciliation).toEqual({
      provider: 'sandbox',
      provider_captured: gross_sales,
      ledger_payments: gross_sales,
      difference: 0,
    });
  });

  it('counts only the period’s days: a day before the seed is all zeros', async () => {
    const money = await view({ from: '2001-01-01', to: '2001-01-01' });
    expect(money).toMatchObject({
      gross_sales: 0,
      refunds: 0,
      platform_fees: 0,
      payment_costs: 0,
      creator_earnings: 0,
      payouts: 0,
      ledger_sum: 0,
      reconciliation: { difference: 0 },
    });
    const since = new Date('2001-01-01T00:00:00Z');
    const [row] = await server.database.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(
        and(
          gte(ledgerEntries.createdAt, since),
          lt(ledgerEntries.createdAt, new Date('2001-01-02T00:00:00Z')),
        ),
      );
    expect(row!.n).toBe(0);
  });

  it('lists creators by balance, largest first, each as the ledger’s balance rule says', async () => {
    const first = await view({ ...allTime(), limit: 3 });
    const second = await view({ ...allTime(), limit: 3, page: 2 });
    const rows = [...first.balances.list, ...second.balances.list];
    expect(first.balances.list).toHaveLength(3);
    const balances = rows.map((row) => row.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    for (const row of rows)
      expect(row.balance, row.username).toBe(
        (await creatorBalanceCents(server.database.handle.db, row.id)) / 100,
      );
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });
});
