/**
 * Issue 24: wire types are what docs/api.md says. A number is a JSON number: every numeric field of
 * every call in the contract's registry (and every boolean one, should a request take one), sent as
 * a string (`"5.99"`, `"100"`, `"true"`), is refused as a client mistake naming the field (HTTP
 * 200, status 0, `The field "x" is missing or invalid.`), and the call does nothing. The fields are found by walking the request schemas, so a new call
 * or field is covered by itself; the two calls that moved money with a string amount
 * (`payment/subscriptionCreater`, `user/applyWithdraw`) are checked in the database too, and so
 * is the chat socket's one number (`microtime` of `chat/chat`).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { chatMessages, ledgerEntries, orders, withdrawals } from '../../server/db/schema.ts';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import serverGerman from '../../locales/server/de.json' with { type: 'json' };
import { buy, callAs, clientKey, newCreator, newMember, newPlan, newPost, ok } from './helpers/money.ts';
import { chatMember, chatUrlOf, connectAs, givenSubscription } from './helpers/chat.ts';
import { numericFieldCases, withFieldChanged, type NumericField } from './helpers/request-fields.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { secondFactorOn } from './helpers/two-factor.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { PLATFORM_FEE_BPS: '1000' } });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** The payload with one numeric field (possibly nested) replaced by its numeric string form. */
function withNumericString(payload: Record<string, unknown>, field: NumericField): Record<string, unknown> {
  return withFieldChanged(payload, field.path, (value) => {
    expect(
      typeof value === 'number' || typeof value === 'boolean' || Array.isArray(value),
      `${field.named} holds a number`,
    ).toBe(true);
    return Array.isArray(value) ? value.map(String) : String(value);
  });
}

const invalidField = (field: string) => serverEnglish['server.error.invalidField'].replace('{field}', field);

const cases = numericFieldCases();

describe('numbers are JSON numbers', () => {
  it('finds the numeric fields of the registry (new calls are covered by themselves)', () => {
    const covered = new Set(cases.map(({ call, field }) => `${call.path}.${field.named}`));
    for (const expected of [
      'payment/subscriptionCreater.amount',
      'payment/subscriptionCreater.item_id',
      'payment/buyPost.amount',
      'payment/tip.amount',
      'payment/tip.in_chat',
      'user/applyWithdraw.amount',
      'subscription/create.price',
      'subscription/create.expire_days',
      'subscription/update.id',
      'article/publish.price',
      'article/publish.subscription_ids',
      'article/publish.display_at',
      'article/getList.page',
      'article/getList.limit',
      'account/sendEmailCode.type',
      'ops/decideReports.target.id',
    ]) {
      expect(covered).toContain(expected);
    }
    expect(cases.length).toBeGreaterThan(100);
  });

  it('builds a payload every call takes as it is, so only the string can be refused', () => {
    for (const { call, payload } of cases) {
      const parsed = call.request.safeParse(payload);
      expect(parsed.success, `${call.path} ${JSON.stringify(payload)}`).toBe(true);
    }
  });

  it.each(cases.map((entry) => [`${entry.call.path} ${entry.field.named}`, entry] as const))(
    'refuses a numeric string in %s',
    async (_name, { call, field, payload }) => {
      const sent = withNumericString(payload, field);
      const { httpStatus, body } = await server.call(call.path, sent);
      expect(httpStatus).toBe(200);
      expect(body).toEqual({ status: 0, msg: invalidField(field.named), data: null });
    },
  );

  it("names the field in the caller's language", async () => {
    const { body } = await server.call('user/applyWithdraw', { amount: '100' }, { language: 'de' });
    expect(body).toEqual({
      status: 0,
      msg: serverGerman['server.error.invalidField'].replace('{field}', 'amount'),
      data: null,
    });
  });
});

describe('a string amount moves no money', () => {
  const orderCount = async (userId: number) => {
    const [row] = await server.database.handle.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.buyerId, userId));
    return row!.n;
  };
  const ledgerCount = async () => {
    const [row] = await server.database.handle.db.select({ n: count() }).from(ledgerEntries);
    return row!.n;
  };

  it.each(['4.99', '5.99', '100'])(
    'payment/subscriptionCreater with amount %j creates no order',
    async (amount) => {
      const creator = await newCreator(server);
      const fan = await newMember(server);
      const plan = await newPlan(server, creator, { price: Number(amount) });
      const order = { item_id: plan, aff: creator.aff, pay_type_id: 78 };
      const ledgerBefore = await ledgerCount();

      const refused = await callAs(server, fan, 'payment/subscriptionCreater', {
        ...order,
        amount,
        client_key: clientKey(),
      });
      expect(refused).toEqual({ status: 0, msg: invalidField('amount'), data: null });
      expect(await orderCount(fan.userId)).toBe(0);
      expect(await ledgerCount()).toBe(ledgerBefore);

      // The same order with the amount as a number is taken: only the type was wrong.
      await ok(server, fan, 'payment/subscriptionCreater', {
        ...order,
        amount: Number(amount),
        client_key: clientKey(),
      });
      expect(await orderCount(fan.userId)).toBe(1);
    },
  );

  it('user/applyWithdraw with amount "100" takes no money', async () => {
    const creator = await newCreator(server);
    await secondFactorOn(server, creator);
    const post = await newPost(server, creator, { articleType: ARTICLE_TYPE.buy, priceCents: 10_000 });
    // A 10 % fee: two sales of 100.00 leave 180.00.
    await buy(server, await newMember(server), creator, post, 100);
    await buy(server, await newMember(server), creator, post, 100);
    const balance = async () =>
      (await ok<{ balance: number }>(server, creator, 'user/getWithdrawList')).balance;
    expect(await balance()).toBe(180);
    const ledgerBefore = await ledgerCount();

    for (const amount of ['100', '100.00', '150.5']) {
      const refused = await callAs(server, creator, 'user/applyWithdraw', { amount });
      expect(refused).toEqual({ status: 0, msg: invalidField('amount'), data: null });
    }
    expect(
      await server.database.handle.db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.creatorId, creator.userId)),
    ).toEqual([]);
    expect(await ledgerCount()).toBe(ledgerBefore);
    expect(await balance()).toBe(180);

    // As a number the same request is a withdrawal.
    await ok(server, creator, 'user/applyWithdraw', { amount: 100 });
    expect(await balance()).toBe(80);
  });
});

describe('the chat socket takes numbers as JSON numbers too', () => {
  it('refuses a chat/chat whose microtime is a numeric string, storing nothing', async () => {
    const fan = await chatMember(server);
    const creator = await chatMember(server, 'creator');
    await givenSubscription(server, fan, creator);
    const socket = await connectAs(await chatUrlOf(server), fan);
    const stored = async () =>
      (
        await server.database.handle.db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.senderId, fan.userId))
      ).length;
    try {
      const sign = socket.chat(creator.uuid, 'Hello');
      expect((await socket.outcomeOf(sign)).event).toBe('ackMessage');
      expect(await stored()).toBe(1);

      const refusedSign = 'microtime-as-text';
      socket.send({
        cmd: 'chat/chat',
        to_uuid: creator.uuid,
        type: 'friend',
        msgType: 'text',
        content: 'Hello again',
        microtime: '1767225600123',
        sign: refusedSign,
      });
      const refusal = await socket.outcomeOf(refusedSign);
      expect(refusal).toEqual({
        event: 'error',
        data: { status: 0, code: 'chat.invalidField', msg: invalidField('microtime'), sign: refusedSign },
      });
      expect(await stored()).toBe(1);
    } finally {
      socket.close();
    }
  });
});
