/**
 * Numbers past what the database holds are the caller's mistake, never a server fault. Ids and
 * counts live in PostgreSQL `integer` columns (at most 2,147,483,647), money in integer cents, times
 * as dates: `article/getDetail {id: 3000000000}` used to fail in the database ("value out of
 * range") and answer "Something went wrong on our side". Every numeric field of every call in the
 * registry (found by the same walk as the wire-type test, so a new field is covered by itself) is
 * sent 2,147,483,648, 1e15 and -1, by a signed-in creator who is also an admin operator, so each
 * call gets past its sign-in check to the service. The answer is the field's refusal when the
 * contract refuses the number, or the call's ordinary answer (a not-found, a rule, a result) when it
 * takes it - never the internal error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import { callAs, newCreator, ok, type Member } from './helpers/money.ts';
import { signInTestOperator, type OperatorClient } from './helpers/operators.ts';
import { numericFieldCases, withFieldChanged } from './helpers/request-fields.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** One past the largest `integer` id, a number no `integer` column holds, and a negative one. */
const OUT_OF_RANGE = [2_147_483_648, 1e15, -1];

const INTERNAL_ERROR = serverEnglish['server.error.internal'];
const invalidField = (field: string) => serverEnglish['server.error.invalidField'].replace('{field}', field);

let server: TestServer;
let creator: Member;
let operator: OperatorClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  creator = await newCreator(server);
  operator = await signInTestOperator(server, 'admin');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const cases = numericFieldCases();

describe('numbers out of the database range', () => {
  it('covers the calls that answered the internal error', () => {
    const covered = new Set(cases.map(({ call, field }) => `${call.path}.${field.named}`));
    expect(covered).toContain('article/getDetail.id');
    expect(covered).toContain('comment/list.article_id');
    expect(covered).toContain('payment/buyPost.amount');
    expect(covered).toContain('payment/tip.amount');
    expect(covered).toContain('payment/tip.aff');
    expect(covered).toContain('article/stats.start_time');
  });

  it.each(cases.map((entry) => [`${entry.call.path} ${entry.field.named}`, entry] as const))(
    'answers %s = 2147483648, 1e15 and -1 without a server fault',
    async (_name, { call, field, payload }) => {
      for (const number of OUT_OF_RANGE) {
        const sent = withFieldChanged(payload, field.path, (value) =>
          Array.isArray(value) ? [number] : number,
        );
        const { httpStatus, body } = await operator.call(call.path, { ...sent, token: creator.token });
        const where = `${call.path} ${field.named} = ${number}: ${body.msg}`;
        expect(httpStatus, where).toBe(200);
        expect(body.msg, where).not.toBe(INTERNAL_ERROR);
        expect(body.msg, where).not.toMatch(/Something went wrong/);

        const parsed = call.request.safeParse(sent);
        if (parsed.success) continue;
        // Refused by the contract: the field's refusal (a rule's own sentence where a rule names it).
        expect(body.status, where).toBe(0);
        const issue = parsed.error.issues[0]!;
        if (!issue.message.startsWith('rule.'))
          expect(body.msg, where).toBe(invalidField(issue.path.map(String).join('.')));
      }
    },
  );

  it('kept the creator signed in, so every call above got past its sign-in check', async () => {
    await ok(server, creator, 'user/getUserInfo');
    expect((await operator.call('ops/me')).body.status).toBe(1);
  });

  it('refuses article/getDetail {id: 3000000000} naming the field', async () => {
    expect(await callAs(server, undefined, 'article/getDetail', { id: 3_000_000_000 })).toEqual({
      status: 0,
      msg: invalidField('id'),
      data: null,
    });
  });
});
