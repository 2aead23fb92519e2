import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineCall } from '../../src/contract/call.ts';
import { handle } from '../../server/http/call-context.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** A call of this test's own: it answers whichever prepared answer the request names. */
const answerCall = defineCall({
  path: 'home/answerUnderTest',
  access: 'anyone',
  request: z.object({ answer: z.string() }),
  response: z.object({
    id: z.int(),
    name: z.string(),
    items: z.array(z.object({ label: z.string() })),
    note: z._default(z.string(), ''),
  }),
});

const EXACT = { id: 7, name: 'Ada', items: [{ label: 'first' }], note: 'kept' };

/** What the service answers, by name; only `exact` is what the contract describes. */
const ANSWERS: Record<string, unknown> = {
  exact: EXACT,
  leak: { ...EXACT, password_hash: '$argon2id$LEAKED-VALUE' },
  nestedLeak: { ...EXACT, items: [{ label: 'first' }, { label: 'second', token: 'LEAKED-VALUE' }] },
  wrongType: { ...EXACT, id: '7' },
  wrongNestedType: { ...EXACT, items: [{ label: 3 }] },
  defaulted: { id: 7, name: 'Ada', items: [] },
};

const handlers = [handle(answerCall, async (_ctx, { answer }) => ANSWERS[answer] as typeof EXACT)];

const INTERNAL_ERROR = {
  status: 0,
  msg: 'Something went wrong on our side. Please try again later.',
  data: null,
};

describe('answers outside production are checked against the contract', () => {
  let server: TestServer;
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    server = await startTestServer({ seed: false, handlers, logs, env: { LOG_LEVEL: 'error' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The error logged for the last failed request. */
  const lastError = () => {
    const line = logs.findLast((entry) => entry.msg === 'request failed');
    return line?.err as { message: string; call: string; at: string } | undefined;
  };

  it('sends an answer the contract describes exactly', async () => {
    const { body } = await server.call('home/answerUnderTest', { answer: 'exact' });
    expect(body).toEqual({ status: 1, msg: '', data: EXACT });
  });

  it.each([
    ['leak', 'password_hash', 'a field the contract does not name'],
    ['nestedLeak', 'items[1].token', 'a field the contract does not name'],
    ['wrongType', 'id', 'invalid_type'],
    ['wrongNestedType', 'items[0].label', 'invalid_type'],
    ['defaulted', 'note', 'a field the schema adds (a default)'],
  ])(
    'refuses the %s answer as an internal error, logged with the call and %s',
    async (answer, at, problem) => {
      logs.length = 0;
      const { httpStatus, body } = await server.call('home/answerUnderTest', { answer });
      expect(httpStatus).toBe(200);
      expect(body).toEqual(INTERNAL_ERROR);
      const error = lastError();
      expect(error).toMatchObject({ call: 'home/answerUnderTest', at });
      expect(error?.message).toContain(problem);
      // The log names where, never the value: it may be the very secret that leaked.
      expect(JSON.stringify(logs)).not.toContain('LEAKED-VALUE');
    },
  );
});

describe('answers in production', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      handlers,
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('go out as the service made them, without the parse', async () => {
    const { body } = await server.call('home/answerUnderTest', { answer: 'leak' });
    expect(body).toEqual({ status: 1, msg: '', data: ANSWERS.leak });
  });
});
