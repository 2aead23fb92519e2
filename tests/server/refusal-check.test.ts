import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineCall } from '../../src/contract/call.ts';
import { CALL_REFUSALS } from '../../src/contract/call-refusals.ts';
import { handle } from '../../server/http/call-context.ts';
import { ServiceError } from '../../server/core/service-error.ts';
import type { MessageId } from '../../server/i18n/messages.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * A call of this test's own under the path of `article/getDetail`, whose listed refusal is
 * server.post.notFound: it refuses with whichever message key the request names.
 */
const refusalCall = defineCall({
  path: 'article/getDetail',
  access: 'anyone',
  request: z.object({ refusal: z.string(), status: z.optional(z.literal(422)) }),
  response: z.object({}),
});

const handlers = [
  handle(refusalCall, async (_ctx, { refusal, status }) => {
    throw new ServiceError(refusal as MessageId, {}, status ?? 0);
  }),
];

const INTERNAL_ERROR = {
  status: 0,
  msg: 'Something went wrong on our side. Please try again later.',
  data: null,
};

describe('refusals outside production are checked against the contract', () => {
  let server: TestServer;
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    server = await startTestServer({ seed: false, handlers, logs, env: { LOG_LEVEL: 'error' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends a refusal the call lists', async () => {
    expect(CALL_REFUSALS['article/getDetail']).toHaveProperty(['server.post.notFound']);
    const { body } = await server.call('article/getDetail', { refusal: 'server.post.notFound' });
    expect(body).toEqual({
      status: 0,
      msg: 'This post does not exist or is no longer available.',
      data: null,
    });
  });

  it('sends the ended session any call may answer', async () => {
    const { body } = await server.call('article/getDetail', {
      refusal: 'content.tokenExpired',
      status: 422,
    });
    expect(body).toEqual({ status: 422, msg: 'Your session has expired. Please log in again.', data: null });
  });

  it('answers a refusal the call does not list as an internal error, logged with the call and the key', async () => {
    logs.length = 0;
    const { httpStatus, body } = await server.call('article/getDetail', { refusal: 'server.plan.notFound' });
    expect(httpStatus).toBe(200);
    expect(body).toEqual(INTERNAL_ERROR);
    const line = logs.findLast((entry) => entry.msg === 'request failed');
    expect(line?.err).toMatchObject({ call: 'article/getDetail', refusal: 'server.plan.notFound' });
  });

  it('answers a sign-in refusal of a call open to visitors as an internal error too', async () => {
    const { body } = await server.call('article/getDetail', { refusal: 'server.error.loginRequired' });
    expect(body).toEqual(INTERNAL_ERROR);
  });
});

describe('refusals in production', () => {
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

  it('go out as the service made them, listed or not', async () => {
    const { body } = await server.call('article/getDetail', { refusal: 'server.plan.notFound' });
    expect(body).toEqual({
      status: 0,
      msg: 'This subscription plan does not exist or is no longer available.',
      data: null,
    });
  });
});
