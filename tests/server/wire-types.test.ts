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
import type { z } from 'zod/mini';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { CALLS } from '../../src/contract/registry.ts';
import { PLAN_PRESET_PICTURES } from '../../src/contract/rules/plan-rules.ts';
import { chatMessages, ledgerEntries, orders, withdrawals } from '../../server/db/schema.ts';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import serverGerman from '../../locales/server/de.json' with { type: 'json' };
import { buy, callAs, clientKey, newCreator, newMember, newPlan, newPost, ok } from './helpers/money.ts';
import { chatMember, chatUrlOf, connectAs, givenSubscription } from './helpers/chat.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { PLATFORM_FEE_BPS: '1000' } });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  element?: z.ZodMiniType;
  values?: unknown[];
  entries?: Record<string, unknown>;
}
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, default, nullable and pipe wrappers: what the sent value meets first. */
function unwrapped(schema: z.ZodMiniType): z.ZodMiniType {
  const def = defOf(schema);
  if (def.innerType) return unwrapped(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrapped(def.in);
  return schema;
}

/**
 * Whether the schema takes a number (or a boolean) as such: a number, a numeric literal or enum, a
 * boolean (no request has one yet; one added is covered), or a union with one of those.
 */
function takesNumber(schema: z.ZodMiniType): boolean {
  const def = defOf(unwrapped(schema));
  if (def.type === 'number' || def.type === 'boolean') return true;
  if (def.type === 'literal') return (def.values ?? []).some((value) => typeof value === 'number');
  if (def.type === 'enum') return Object.values(def.entries ?? {}).some((value) => typeof value === 'number');
  if (def.type === 'union') return (def.options ?? []).some(takesNumber);
  return false;
}

/** A list of numbers, alone or as one option of a union (`subscription_ids`: a list or comma-joined). */
function numberList(schema: z.ZodMiniType): { inUnion: boolean } | null {
  const def = defOf(unwrapped(schema));
  if (def.type === 'array' && def.element && takesNumber(def.element)) return { inUnion: false };
  if (def.type === 'union' && (def.options ?? []).some((option) => numberList(option)))
    return { inUnion: true };
  return null;
}

/** A numeric field: its path from the request's top, and how its value is a number. */
interface NumericField {
  path: string[];
  schema: z.ZodMiniType;
  kind: 'number' | 'list';
  /** The parameter the refusal names: the field, or a list's first item (`ids.0`) outside a union. */
  named: string;
}

function numericFieldsOf(schema: z.ZodMiniType, prefix: string[] = []): NumericField[] {
  const { shape } = defOf(unwrapped(schema));
  if (!shape) return [];
  return Object.entries(shape).flatMap(([name, field]): NumericField[] => {
    const path = [...prefix, name];
    if (takesNumber(field)) return [{ path, schema: field, kind: 'number', named: path.join('.') }];
    const list = numberList(field);
    if (list) {
      const named = list.inUnion ? path.join('.') : `${path.join('.')}.0`;
      return [{ path, schema: field, kind: 'list', named }];
    }
    return numericFieldsOf(field, path);
  });
}

/**
 * Values a field of some call accepts, tried in order for each field the payload needs: numbers a
 * numeric field takes (an id, a flag, a price, a day count, a time), then the strings and other
 * values the control-characters test uses for the rest.
 */
const NUMBER_SAMPLES: (number | boolean)[] = [
  1,
  0,
  2,
  3,
  4,
  4.99,
  7,
  10,
  30,
  100,
  1000,
  1_767_225_600,
  true,
  false,
];
const OTHER_SAMPLES: unknown[] = [
  'https://example.com/back',
  'fan@example.com',
  'Abcdef12',
  'abc123',
  PLAN_PRESET_PICTURES[0]!.url,
  '12,15',
  'DE',
  'uploads/00000000-0000-4000-8000-000000000001/blur.webp',
  '{}',
  '123456',
  '2026-03-01',
  'ord_abcdefgh1234',
  ['abc123'],
  [1, 2, 3],
  'reject',
  'fail',
  'spam',
  'hide-post',
  { type: 'post', id: 1 },
];
const SAMPLES = [...NUMBER_SAMPLES, ...OTHER_SAMPLES];

function sampleOf(field: z.ZodMiniType, where: string): unknown {
  // An enum's own values first (`up`, `manual`, a role), then the samples.
  const own = Object.values(defOf(unwrapped(field)).entries ?? {});
  const found = [...own, ...SAMPLES].find((candidate) => field.safeParse(candidate).success);
  if (found === undefined) throw new Error(`no sample value fits ${where}`);
  return found;
}

/** Numbers a numeric field takes, as it takes them (a list field: a list of one, or of three). */
function numbersFor(field: NumericField): unknown[] {
  const candidates =
    field.kind === 'list' ? [...NUMBER_SAMPLES.map((sample) => [sample]), [1, 2, 3]] : NUMBER_SAMPLES;
  return candidates.filter((value) => field.schema.safeParse(value).success);
}

/** The first field (by the first issue) of a payload the call refuses, or null when it takes it. */
const firstRefusedField = (call: (typeof CALLS)[number], payload: Record<string, unknown>) => {
  const parsed = call.request.safeParse(payload);
  return parsed.success ? null : String(parsed.error.issues[0]?.path[0] ?? '');
};

/**
 * The call's parameters with a valid value in every required field and a number in every top-level
 * numeric one; where the call weighs fields together (`start_time` before `end_time`), the next
 * number a refused field takes is tried until the call takes the whole.
 */
function validPayload(call: (typeof CALLS)[number], numeric: NumericField[]): Record<string, unknown> {
  const shape = defOf(unwrapped(call.request)).shape ?? {};
  const numberChoices = new Map(
    numeric.filter((field) => field.path.length === 1).map((field) => [field.path[0]!, numbersFor(field)]),
  );
  const payload: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    const numbers = numberChoices.get(name);
    if (numbers) {
      if (numbers.length === 0) throw new Error(`no number fits ${call.path}.${name}`);
      payload[name] = numbers[0];
    } else if (!field.safeParse(undefined).success) payload[name] = sampleOf(field, `${call.path}.${name}`);
  }
  for (let tries = 0; tries < NUMBER_SAMPLES.length; tries++) {
    const refused = firstRefusedField(call, payload);
    const numbers = refused === null ? undefined : numberChoices.get(refused);
    if (!numbers) break;
    payload[refused!] = numbers[(numbers.indexOf(payload[refused!]) + 1) % numbers.length];
  }
  return payload;
}

/** The payload with one numeric field (possibly nested) replaced by its numeric string form. */
function withNumericString(payload: Record<string, unknown>, field: NumericField): Record<string, unknown> {
  const [head, ...rest] = field.path;
  if (rest.length > 0) {
    const inner = payload[head!] as Record<string, unknown>;
    return { ...payload, [head!]: withNumericString(inner, { ...field, path: rest }) };
  }
  const value = payload[head!];
  expect(
    typeof value === 'number' || typeof value === 'boolean' || Array.isArray(value),
    `${field.named} holds a number`,
  ).toBe(true);
  const asString = Array.isArray(value) ? value.map(String) : String(value);
  return { ...payload, [head!]: asString };
}

const invalidField = (field: string) => serverEnglish['server.error.invalidField'].replace('{field}', field);

const cases = CALLS.flatMap((call) => {
  const numeric = numericFieldsOf(call.request);
  const payload = validPayload(call, numeric);
  return numeric.map((field) => ({ call, field, payload }));
});

describe('numbers are JSON numbers', () => {
  it('finds the numeric fields of the registry (new calls are covered by themselves)', () => {
    const covered = new Set(cases.map(({ call, field }) => `${call.path}.${field.named}`));
    for (const expected of [
      'payment/subscriptionCreater.amount',
      'payment/subscriptionCreater.item_id',
      'payment/buyPost.amount',
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
