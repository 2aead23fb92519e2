/**
 * The demo's money (issue 10): the seed gives the demo fans active, cancelled and expired
 * subscriptions, purchases, saved cards (one banned) and orders in every ending, and the first
 * creator earnings and withdrawals in every status, all made through the money services, so the
 * ledger balances and every screen agrees; and the plan is the same on every run.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCardListCall } from '../../src/contract/calls/payment-cards.ts';
import { listUserSubscriptionsCall } from '../../src/contract/calls/user-subscriptions.ts';
import { users } from '../../server/db/schema.ts';
import { DEMO_CREATOR_PASSWORD, DEMO_FANS } from '../../server/seed/demo-accounts.ts';
import { planMoneySeed } from '../../server/seed/money-plan.ts';
import { planSeed } from '../../server/seed/seed-plan.ts';
import { logIn } from './helpers/accounts.ts';
import { expectLedgerBalanced, ok, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
const signedIn = {} as Record<'fan0' | 'fan1' | 'fan2' | 'creator', Member>;

async function member(email: string, password: string): Promise<Member> {
  const login = await logIn(server, email, password);
  const info = await ok<{ aff: number; uuid: string; username: string }>(
    server,
    { token: login.token },
    'user/getUserInfo',
  );
  const [row] = await server.database.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.uuid, info.uuid));
  return { token: login.token, userId: row!.id, uuid: info.uuid, aff: info.aff, username: info.username };
}

beforeAll(async () => {
  server = await startTestServer({ seedMoney: true });
  for (const [index, fan] of DEMO_FANS.entries())
    signedIn[`fan${index}` as 'fan0'] = await member(fan.email, fan.password);
  const first = planSeed('test', server.seededAt).creators[0]!;
  signedIn.creator = await member(`${first.username}@example.com`, DEMO_CREATOR_PASSWORD);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('the money seed', () => {
  it('plans the same steps on every run', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    for (const profile of ['full', 'test'] as const) {
      expect(planMoneySeed(planSeed(profile, now), now)).toEqual(planMoneySeed(planSeed(profile, now), now));
      expect(planMoneySeed(planSeed(profile, now), now).length).toBeGreaterThan(50);
    }
  });

  it('gives the demo fan running, cancelled and expired subscriptions', async () => {
    const valid = listUserSubscriptionsCall.response.parse(
      await ok(server, signedIn.fan0, 'user/listSubs', { position: 1 }),
    ).list;
    const expired = listUserSubscriptionsCall.response.parse(
      await ok(server, signedIn.fan0, 'user/listSubs', { position: 2 }),
    ).list;
    expect(valid.map((item) => item.status).sort()).toEqual([0, 1]);
    expect(expired.map((item) => item.status)).toEqual([2]);
  });

  it('gives the demo fan orders that were paid, refunded, declined and expired, newest first', async () => {
    const history = await ok<{ list: { status: string; created_ts: number }[] }>(
      server,
      signedIn.fan0,
      'payment/orderHistory',
      {
        limit: 50,
      },
    );
    expect(new Set(history.list.map((item) => item.status))).toEqual(
      new Set(['paid', 'refunded', 'failed', 'expired']),
    );
    const times = history.list.map((item) => item.created_ts);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const bought = await ok<{ list: { is_unlock: number }[] }>(server, signedIn.fan0, 'user/getArticleList', {
      type: 1,
    });
    expect(bought.list.length).toBeGreaterThanOrEqual(2);
    expect(bought.list.every((post) => post.is_unlock === 1)).toBe(true);
  });

  it('gives the demo fan three saved cards, one banned, the default usable', async () => {
    const { list } = getCardListCall.response.parse(await ok(server, signedIn.fan0, 'payment/getCardList'));
    expect(list.map((card) => [card.card.last4, card.is_default, card.is_ban])).toEqual([
      ['4242', 1, 0],
      ['0341', 0, 1],
      ['4444', 0, 0],
    ]);
  });

  it('gives the other fans a running subscription each, and one an expired one', async () => {
    for (const fan of ['fan1', 'fan2'] as const) {
      const valid = listUserSubscriptionsCall.response.parse(
        await ok(server, signedIn[fan], 'user/listSubs', { position: 1 }),
      ).list;
      expect(
        valid.map((item) => item.status),
        fan,
      ).toContain(1);
    }
    const expired = listUserSubscriptionsCall.response.parse(
      await ok(server, signedIn.fan2, 'user/listSubs', { position: 2 }),
    ).list;
    expect(expired).toHaveLength(1);
  });

  it('gives the first creator withdrawals in every status and this week’s earnings', async () => {
    const withdrawals = await ok<{
      list: { status: number; amount: number; reason: string }[];
      balance: number;
    }>(server, signedIn.creator, 'user/getWithdrawList');
    expect(withdrawals.list.map((item) => [item.status, item.amount])).toEqual([
      [0, 100],
      [1, 100],
      [3, 120],
      [2, 150],
    ]);
    expect(withdrawals.list.find((item) => item.status === 3)!.reason).toMatch(/bank/i);
    expect(withdrawals.balance).toBeGreaterThan(100);
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const week = await ok<{
      total_income_count: number;
      total_subscription: number;
      total_unsubscription: number;
      total_buyer: number;
    }>(server, signedIn.creator, 'user/getUserStatistic', { start_time: now - 7 * 86400, end_time: now });
    expect(week.total_income_count).toBeGreaterThan(0);
    expect(week.total_subscription).toBeGreaterThan(0);
    expect(week.total_unsubscription).toBeGreaterThanOrEqual(1);
    expect(week.total_buyer).toBeGreaterThan(0);
  });

  it('gives the first creator a week whose per-post views add up to the overall views', async () => {
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const week = { start_time: now - 7 * 86400, end_time: now };
    const overall = await ok<{ total_view: number }>(server, signedIn.creator, 'user/getUserStatistic', week);
    const { list } = await ok<{
      list: { url: { url: string | null }[]; statistics: { total_view: number } }[];
    }>(server, signedIn.creator, 'article/stats', { ...week, limit: 50 });
    expect(overall.total_view).toBeGreaterThan(0);
    expect(list.reduce((sum, post) => sum + post.statistics.total_view, 0)).toBe(overall.total_view);
    // Every row has its picture to show: the creator sees their own originals.
    for (const post of list) expect(post.url[0]?.url).toMatch(/^\/media\/[eo]\//);
  });

  it('leaves the ledger balanced, every screen showing the same balance', async () => {
    await expectLedgerBalanced(server, [signedIn.creator]);
  });
});
