import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  // A real fault: the database goes away under a running server.
  await server.database.handle.close();
});
afterAll(async () => {
  await server?.close();
});

describe('server faults', () => {
  it('answers a generic message, never a 500 page or a stack trace, when the database fails', async () => {
    const { httpStatus, body } = await server.call('article/getCategories', {}, { language: 'de' });
    expect(httpStatus).toBe(200);
    expect(body).toEqual({
      status: 0,
      msg: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es später erneut.',
      data: null,
    });
  });

  it('reports 503 from /healthz when select 1 fails', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
  });
});
