/**
 * The console's members page (issue 23) through real HTTP: who may use it (moderator, finance,
 * admin; refunds finance and admin only), the search by account name or email prefix, each tab of
 * a member, suspending and lifting (with their audit rows), and a refund through the console: the
 * provider's event ends the entitlement, the ledger reversal sums to zero, the audit row names it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import type { OperatorRole } from '../../src/contract/operators.ts';
import { operatorActions, orders, purchases, reports, users } from '../../server/db/schema.ts';
import {
  buy,
  callAs,
  expectLedgerBalanced,
  newCreator,
  newMember,
  newPlan,
  newPost,
  runJobs,
  subscribe,
  type Member,
} from './helpers/money.ts';
import { signInTestOperator, type OperatorClient } from './helpers/operators.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let moderator: OperatorClient;
let finance: OperatorClient;
const creators: Member[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { PLATFORM_FEE_BPS: '1000' } });
  moderator = await signInTestOperator(server, 'moderator');
  finance = await signInTestOperator(server, 'finance');
}, 60_000);
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(server, creators);
});

const db = () => server.database.handle.db;
const text = (id: keyof typeof serverEnglish) => serverEnglish[id];

/** Answers `data` of an operator call that must succeed. */
async function data<T = Record<string, unknown>>(
  operator: OperatorClient,
  path: string,
  payload: Record<string, unknown> = {},
): Promise<T> {
  const { body } = await operator.call(path, payload);
  expect(body.msg, path).toBe('');
  expect(body.status, path).toBe(1);
  return body.data as T;
}

const emailOf = async (member: Member) =>
  (await db().select({ email: users.email }).from(users).where(eq(users.id, member.userId)))[0]!.email;

const auditRowsOf = (action: string, targetId: string | number) =>
  db()
    .select()
    .from(operatorActions)
    .where(and(eq(operatorActions.action, action), eq(operatorActions.targetId, String(targetId))));

/** A creator with a pay-per-post post and a plan, and a fan who bought the post and subscribed. */
async function fanWithOrders() {
  const creator = await newCreator(server);
  creators.push(creator);
  const postId = await newPost(server, creator, { articleType: ARTICLE_TYPE.buy, priceCents: 500 });
  const planId = await newPlan(server, creator, { price: 4.99 });
  const fan = await newMember(server);
  const postOrder = await buy(server, fan, creator, postId, 5);
  const planOrder = await subscribe(server, fan, creator, planId, 4.99);
  return { creator, fan, postId, postOrder, planOrder };
}

describe('who uses the members page', () => {
  it('refuses visitors and members: they are not signed in to the console', async () => {
    const member = await newMember(server);
    for (const body of [(await server.call('ops/members')).body, await callAs(server, member, 'ops/members')])
      expect(body).toMatchObject({ status: 0, msg: text('server.ops.signInRequired') });
  });

  it.each<[OperatorRole, boolean, boolean]>([
    ['moderator', true, false],
    ['reviewer', false, false],
    ['finance', true, true],
    ['admin', true, true],
  ])('%s may read and suspend: %s; refund: %s', async (role, members, refunds) => {
    const member = await newMember(server);
    const operator = await signInTestOperator(server, role);
    const refused = { status: 0, msg: text('server.ops.roleRefused') };
    for (const [path, payload] of [
      ['ops/members', {}],
      ['ops/member', { id: member.userId }],
      ['ops/memberRecords', { id: member.userId, kind: 'orders' }],
      ['ops/suspendMember', { id: member.userId, days: 1, reason: 'Role check.' }],
      ['ops/liftSuspension', { id: member.userId, reason: 'Role check.' }],
    ] as const) {
      const { body } = await operator.call(path, payload);
      expect(body, path).toMatchObject(members ? { status: 1 } : refused);
    }
    // An order nobody has: the role is checked first, then the order.
    const { body } = await operator.call('ops/refundOrder', {
      orderId: 'ord_00000000none',
      reason: 'Check.',
    });
    expect(body).toMatchObject(refunds ? { status: 0, msg: text('server.ops.orderNotFound') } : refused);
  });
});

describe('the search', () => {
  it('finds members by the start of their account name or email, in any case', async () => {
    const member = await newMember(server);
    const email = await emailOf(member);
    const byName = await data<{ list: { id: number; email: string }[] }>(moderator, 'ops/members', {
      q: member.username.slice(0, 6).toUpperCase(),
      limit: 50,
    });
    expect(byName.list.map((row) => row.id)).toContain(member.userId);
    const byEmail = await data<{ list: { id: number }[] }>(moderator, 'ops/members', {
      q: email.toUpperCase(),
    });
    expect(byEmail.list).toEqual([expect.objectContaining({ id: member.userId, email, role: 'fan' })]);
    // Neither the middle of a name nor a LIKE wildcard matches everyone.
    for (const q of [member.username.slice(2), '%', '_'])
      expect((await data<{ list: unknown[] }>(moderator, 'ops/members', { q })).list, q).toEqual([]);
  });

  it('lists the newest members first without a query, with their counts', async () => {
    const { fan } = await fanWithOrders();
    const { list } = await data<{ list: { id: number; counts: Record<string, number> }[] }>(
      moderator,
      'ops/members',
    );
    expect(list[0]).toMatchObject({ id: fan.userId, counts: { posts: 0, orders: 2, subscriptions: 1 } });
  });
});

describe('a member and their records', () => {
  it('opens a creator with their balance, a fan without one; an unknown id is refused', async () => {
    const { creator, fan } = await fanWithOrders();
    const opened = await data<{ member: { role: string; counts: { posts: number } }; balance: number }>(
      moderator,
      'ops/member',
      { id: creator.userId },
    );
    // 5 + 4.99 paid, 10 % fee each rounded down: 4.50 + 4.50.
    expect(opened).toMatchObject({ member: { role: 'creator', counts: { posts: 1 } }, balance: 9 });
    expect(await data(moderator, 'ops/member', { id: fan.userId })).toMatchObject({ balance: null });
    const { body } = await moderator.call('ops/member', { id: 99_999_999 });
    expect(body).toMatchObject({ status: 0, msg: text('server.ops.memberNotFound') });
  });

  it('shows each tab, newest first', async () => {
    const { creator, fan, postId, postOrder, planOrder } = await fanWithOrders();
    await db().insert(reports).values({
      reporterId: fan.userId,
      targetId: creator.userId,
      postId,
      reasonIndex: 0,
      reasonCode: 'spam',
      description: 'Posts the same thing daily.',
      locale: 'en',
    });
    const tab = async (id: number, kind: string) =>
      (await data<{ list: Record<string, unknown>[] }>(moderator, 'ops/memberRecords', { id, kind })).list;

    expect(await tab(creator.userId, 'posts')).toEqual([
      expect.objectContaining({ type: 'post', id: postId, article_type: ARTICLE_TYPE.buy }),
    ]);
    expect(await tab(fan.userId, 'orders')).toEqual([
      expect.objectContaining({
        type: 'order',
        id: planOrder,
        kind: 'subscription',
        status: 'paid',
        amount: 4.99,
      }),
      expect.objectContaining({
        type: 'order',
        id: postOrder,
        kind: 'post',
        amount: 5,
        creator: { id: creator.userId, username: creator.username },
      }),
    ]);
    expect(await tab(fan.userId, 'subscriptions')).toEqual([
      expect.objectContaining({ type: 'subscription', plan: 'Supporter', cancelled: false }),
    ]);
    expect(await tab(creator.userId, 'ledger')).toEqual([
      { type: 'ledger', kind: 'payment', amount: 4.5, at: expect.any(String) },
      { type: 'ledger', kind: 'payment', amount: 4.5, at: expect.any(String) },
    ]);
    expect(await tab(fan.userId, 'ledger')).toEqual([]);
    expect(await tab(fan.userId, 'reports-made')).toEqual([
      expect.objectContaining({
        type: 'report',
        reason: 'spam',
        other: { id: creator.userId, username: creator.username },
      }),
    ]);
    expect(await tab(creator.userId, 'reports-received')).toEqual([
      expect.objectContaining({
        type: 'report',
        status: 'open',
        other: { id: fan.userId, username: fan.username },
      }),
    ]);
    expect(await tab(creator.userId, 'reports-made')).toEqual([]);
    // Paged: the second page of one line each is the older line.
    const second = await data<{ list: unknown[] }>(moderator, 'ops/memberRecords', {
      id: fan.userId,
      kind: 'orders',
      page: 2,
      limit: 1,
    });
    expect(second.list).toEqual([expect.objectContaining({ id: postOrder })]);
  });
});

describe('suspending and lifting', () => {
  it('suspends for some days with the audit row, then lifts it; the member is signed out meanwhile', async () => {
    const member = await newMember(server);
    const { member: suspended } = await data<{ member: { suspension: Record<string, unknown> } }>(
      moderator,
      'ops/suspendMember',
      { id: member.userId, days: 7, reason: 'Spam in comments.' },
    );
    const since = String(suspended.suspension.since);
    const until = new Date(Date.parse(since) + 7 * 86_400_000).toISOString();
    expect(suspended.suspension).toEqual({ since, until, reason: 'Spam in comments.' });
    expect(await auditRowsOf('member.suspend', member.userId)).toEqual([
      expect.objectContaining({ reason: 'Spam in comments.', role: 'moderator', details: { until } }),
    ]);
    expect((await callAs(server, member, 'user/getUserInfo')).status).not.toBe(1);

    const { member: lifted } = await data<{ member: { suspension: unknown } }>(
      moderator,
      'ops/liftSuspension',
      {
        id: member.userId,
        reason: 'Appeal accepted.',
      },
    );
    expect(lifted.suspension).toBeNull();
    expect(await auditRowsOf('member.lift', member.userId)).toEqual([
      expect.objectContaining({ reason: 'Appeal accepted.' }),
    ]);
    const { body } = await moderator.call('ops/liftSuspension', { id: member.userId, reason: 'Again.' });
    expect(body).toMatchObject({ status: 0, msg: text('server.ops.memberNotSuspended') });
  });

  it('suspends for good with days null; a reason is required and days stay within 1 to 365', async () => {
    const member = await newMember(server);
    const { member: suspended } = await data<{ member: { suspension: { until: unknown } } }>(
      moderator,
      'ops/suspendMember',
      { id: member.userId, days: null, reason: 'Fraud.' },
    );
    expect(suspended.suspension.until).toBeNull();
    for (const payload of [
      { id: member.userId, days: 1, reason: '' },
      { id: member.userId, days: 0, reason: 'Why.' },
      { id: member.userId, days: 366, reason: 'Why.' },
    ])
      expect((await moderator.call('ops/suspendMember', payload)).body.status, JSON.stringify(payload)).toBe(
        0,
      );
  });
});

describe('a refund through the console', () => {
  it('asks the provider; its event ends the entitlement and reverses the ledger; the audit row names it', async () => {
    const { creator, fan, postOrder } = await fanWithOrders();
    const { order } = await data<{ order: { id: string; status: string } }>(finance, 'ops/refundOrder', {
      orderId: postOrder,
      reason: 'Charged twice.',
    });
    // Asked: the order is paid until the provider's event arrives.
    expect(order).toMatchObject({ id: postOrder, status: 'paid' });
    await runJobs(server);

    const [row] = await db().select().from(orders).where(eq(orders.publicId, postOrder));
    expect(row!.status).toBe('refunded');
    const [purchase] = await db().select().from(purchases).where(eq(purchases.orderId, row!.id));
    expect(purchase!.revokedAt).not.toBeNull();
    expect(await auditRowsOf('order.refund', postOrder)).toEqual([
      expect.objectContaining({ reason: 'Charged twice.', role: 'finance', targetType: 'order' }),
    ]);
    // The creator's ledger tab shows the reversal: 4.50 back out of 9.
    const { balance } = await data<{ balance: number }>(finance, 'ops/member', { id: creator.userId });
    expect(balance).toBe(4.5);
    const fanOrders = await data<{ list: { id: string; status: string }[] }>(finance, 'ops/memberRecords', {
      id: fan.userId,
      kind: 'orders',
    });
    expect(fanOrders.list.find((item) => item.id === postOrder)?.status).toBe('refunded');

    const { body } = await finance.call('ops/refundOrder', { orderId: postOrder, reason: 'Again.' });
    expect(body).toMatchObject({ status: 0, msg: text('server.ops.orderNotRefundable') });
  });
});
