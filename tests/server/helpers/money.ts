/**
 * Money steps the money tests share: creators with plans and pay-per-post posts, fans, orders
 * through the envelope, the sandbox's checkout page and card API over HTTP, the job runner that
 * delivers the sandbox's signed events to our webhook, and the ledger invariant every money test
 * ends with.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { AUTH_STATUS, ARTICLE_TYPE } from '../../../src/contract/enums.ts';
import { ledgerEntries, users } from '../../../server/db/schema.ts';
import { buildJobHandlers } from '../../../server/job-handlers.ts';
import { createJobRunner, type JobRunner } from '../../../server/jobs/job-runner.ts';
import { createLocalDiskStorage } from '../../../server/media/storage.ts';
import { resolveSandboxSecret } from '../../../server/modules/payments/providers/sandbox/sandbox-secret.ts';
import { signSandboxBody } from '../../../server/modules/payments/providers/sandbox/webhook-signature.ts';
import { signUp } from './accounts.ts';
import { insertPost, storeImage } from './media-fixtures.ts';
import type { TestServer } from './test-server.ts';

export interface Member {
  token: string;
  userId: number;
  uuid: string;
  aff: number;
  username: string;
}

/** A fresh signed-up account. */
export async function newMember(server: TestServer): Promise<Member> {
  const account = await signUp(server);
  const [row] = await server.database.handle.db
    .select({ id: users.id, aff: users.aff })
    .from(users)
    .where(eq(users.email, account.email));
  return {
    token: account.login.token,
    userId: row!.id,
    uuid: account.login.uuid,
    aff: row!.aff,
    username: account.account,
  };
}

/** A fresh account made an approved creator, as an accepted application would. */
export async function newCreator(server: TestServer): Promise<Member> {
  const member = await newMember(server);
  await server.database.handle.db
    .update(users)
    .set({ authStatus: AUTH_STATUS.creator, role: 3 })
    .where(eq(users.id, member.userId));
  return member;
}

/** Calls as a signed-in member; answers the envelope's body. */
export async function callAs(
  server: TestServer,
  member: { token: string } | undefined,
  path: string,
  payload: Record<string, unknown> = {},
  language?: string,
) {
  const { body } = await server.call(
    path,
    { ...payload, ...(member ? { token: member.token } : {}) },
    language ? { language } : {},
  );
  return body;
}

/** Answers `data` of a call that must succeed. */
export async function ok<T = Record<string, unknown>>(
  server: TestServer,
  member: { token: string } | undefined,
  path: string,
  payload: Record<string, unknown> = {},
): Promise<T> {
  const body = await callAs(server, member, path, payload);
  expect(body.msg, path).toBe('');
  expect(body.status, path).toBe(1);
  return body.data as T;
}

export interface PlanFields {
  name?: string;
  price?: number;
  expire_days?: number;
  unlock_day_after_subscribe?: number;
}

/** A plan made through subscription/create. */
export async function newPlan(server: TestServer, creator: Member, fields: PlanFields = {}): Promise<number> {
  const data = await ok<{ id: number }>(server, creator, 'subscription/create', {
    name: 'Supporter',
    content: 'Every post.',
    price: 4.99,
    unlock_day_after_subscribe: 1000,
    expire_days: 30,
    status: 1,
    ...fields,
  });
  return data.id;
}

/** A published post of the creator with one stored picture, `hoursAgo` old. */
export async function newPost(
  server: TestServer,
  creator: Member,
  fields: {
    articleType?: number;
    priceCents?: number;
    planIds?: number[];
    title?: string;
    hoursAgo?: number;
  } = {},
): Promise<number> {
  const id = await insertPost(server, {
    userId: creator.userId,
    articleType: fields.articleType ?? ARTICLE_TYPE.buy,
    title: fields.title ?? 'A post',
    image: await storeImage(server),
    planIds: fields.planIds ?? [],
    priceCents: fields.priceCents ?? 0,
  });
  if (fields.hoursAgo !== undefined) {
    await server.database.handle.db.execute(
      sql`update posts set display_at = ${new Date(server.clock.now().getTime() - fields.hoursAgo * 3600_000).toISOString()}::timestamptz where id = ${id}`,
    );
  }
  return id;
}

/** A new idempotency key, as the app makes one per payment attempt. */
export const clientKey = () => randomUUID();

export interface CreatedOrder {
  order_id: string;
  url: string;
}

/** Orders a plan (`subscriptionCreater`) at its price by the credit card way. */
export async function orderPlan(
  server: TestServer,
  fan: Member,
  creator: Member,
  planId: number,
  amount: number,
  extra: Record<string, unknown> = {},
): Promise<CreatedOrder> {
  return ok<CreatedOrder>(server, fan, 'payment/subscriptionCreater', {
    item_id: planId,
    aff: creator.aff,
    amount,
    pay_type_id: 78,
    client_key: clientKey(),
    ...extra,
  });
}

/** Orders a pay-per-post post (`buyPost`) at its price by the credit card way. */
export async function orderPost(
  server: TestServer,
  fan: Member,
  creator: Member,
  postId: number,
  amount: number,
  extra: Record<string, unknown> = {},
): Promise<CreatedOrder> {
  return ok<CreatedOrder>(server, fan, 'payment/buyPost', {
    item_id: postId,
    aff: creator.aff,
    amount,
    pay_type_id: 78,
    client_key: clientKey(),
    ...extra,
  });
}

/** Presses a button of the sandbox's hosted checkout page, as the browser's form POST would. */
export async function pressCheckout(
  server: TestServer,
  url: string,
  choice: 'approve' | 'decline' | 'expire',
) {
  return fetch(`${server.baseUrl}${url}/${choice}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
}

/** The job runner of the server's process, on the server's clock, delivering to its webhook. */
export function jobRunnerOf(server: TestServer): JobRunner {
  return createJobRunner({
    queue: server.database.queue,
    pollMs: 20,
    now: () => server.clock.now(),
    handlers: buildJobHandlers({
      db: server.database.handle.db,
      config: server.config,
      storage: createLocalDiskStorage(server.config.mediaDir),
      clock: server.clock,
      sandboxWebhookUrl: `${server.baseUrl}/webhooks/sandbox`,
      deliverChat: (message) => server.chatOutlet.deliver?.(message),
    }),
  });
}

/** Runs every due job (the sandbox's deliveries and expiries); answers how many ran. */
export async function runJobs(server: TestServer): Promise<number> {
  return jobRunnerOf(server).runDue();
}

/** Pays an order on the checkout page and lets the event reach the webhook. */
export async function approveAndDeliver(server: TestServer, order: CreatedOrder): Promise<void> {
  expect((await pressCheckout(server, order.url, 'approve')).status).toBe(303);
  await runJobs(server);
}

/** Subscribes the fan to the plan through the whole flow; answers the order id. */
export async function subscribe(
  server: TestServer,
  fan: Member,
  creator: Member,
  planId: number,
  amount: number,
) {
  const order = await orderPlan(server, fan, creator, planId, amount);
  await approveAndDeliver(server, order);
  return order.order_id;
}

/** Buys the post through the whole flow; answers the order id. */
export async function buy(server: TestServer, fan: Member, creator: Member, postId: number, amount: number) {
  const order = await orderPost(server, fan, creator, postId, amount);
  await approveAndDeliver(server, order);
  return order.order_id;
}

/** POSTs a body to the webhook signed as the sandbox signs (or with the given header). */
export async function postWebhook(server: TestServer, body: string, header?: string) {
  const secret = await resolveSandboxSecret(server.config);
  const signature = header ?? signSandboxBody(secret, Math.floor(server.clock.now().getTime() / 1000), body);
  return fetch(`${server.baseUrl}/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
    body,
  });
}

/** Saves a card through getStripeKey, the sandbox's card API and the webhook; answers the card id. */
export async function saveCard(server: TestServer, fan: Member, number = '4242424242424242') {
  const setup = await ok<{ client_secret: string; confirm_url: string }>(server, fan, 'payment/getStripeKey');
  const response = await fetch(`${server.baseUrl}${setup.confirm_url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: setup.client_secret,
      card: { number, exp_month: 12, exp_year: server.clock.now().getUTCFullYear() + 3, cvc: '123' },
    }),
  });
  expect(response.status).toBe(200);
  await runJobs(server);
  const cards = await ok<{ list: { id: string; card: { last4: string } }[] }>(
    server,
    fan,
    'payment/getCardList',
  );
  return cards.list.find((card) => card.card.last4 === number.slice(-4))!.id;
}

/**
 * The ledger's invariant: every transaction sums to zero, and each creator's balance derived from
 * the entries is what getUserInfo's money, getUserStatistic's balance and getWithdrawList's
 * balance say.
 */
export async function expectLedgerBalanced(
  server: TestServer,
  creators: readonly Member[] = [],
): Promise<void> {
  const db = server.database.handle.db;
  const unbalanced = await db
    .select({ id: ledgerEntries.transactionId, sum: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
  expect(unbalanced).toEqual([]);
  const [total] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries);
  expect(Number(total?.sum ?? 0)).toBe(0);
  for (const creator of creators) {
    const [row] = await db
      .select({ sum: sql<string | null>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .where(
        sql`${ledgerEntries.userId} = ${creator.userId} and ${ledgerEntries.account} = 'creator_payable'`,
      );
    const balance = (0 - Number(row?.sum ?? 0)) / 100;
    const info = await ok<{ money: number }>(server, creator, 'user/getUserInfo');
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const stats = await ok<{ balance: number }>(server, creator, 'user/getUserStatistic', {
      start_time: now - 7 * 86400,
      end_time: now + 60,
    });
    const withdrawals = await ok<{ balance: number }>(server, creator, 'user/getWithdrawList');
    expect({ info: info.money, stats: stats.balance, withdrawals: withdrawals.balance }).toEqual({
      info: balance,
      stats: balance,
      withdrawals: balance,
    });
  }
}
