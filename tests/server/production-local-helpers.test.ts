/**
 * The development helpers (the mail outbox, the feedback list) answer only a person on this
 * machine (issue 24, "Safe in production"): decided by the connection's address; a forwarding
 * header (X-Forwarded-For, Forwarded, X-Real-IP) is believed only from a proxy TRUST_PROXY names,
 * and from anyone else it marks the request as relayed, so it never grants access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const FOREIGN = '203.0.113.9';

/** The status the outbox answers a real connection from 127.0.0.1 with these headers. */
async function outboxStatus(server: TestServer, headers: Record<string, string> = {}) {
  return (await fetch(`${server.baseUrl}/dev/outbox.json`, { headers })).status;
}

/** The status a helper answers a request from `remoteAddress` (the connection's peer) with. */
async function statusFrom(
  server: TestServer,
  url: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  return (await server.app.inject({ method: 'GET', url, remoteAddress, headers })).statusCode;
}

describe('behind no trusted proxy (TRUST_PROXY names only 10.0.0.0/8)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      configuredMailer: true,
      env: { TRUST_PROXY: '10.0.0.0/8' },
    });
  });
  afterAll(() => server.close());

  it('answers a connection from loopback that carries no forwarding header', async () => {
    expect(await outboxStatus(server)).toBe(200);
    expect(await statusFrom(server, '/dev/feedback.json', '::1')).toBe(200);
  });

  it('refuses a connection from loopback that carries only X-Real-IP, foreign or loopback', async () => {
    // A local nginx left out of TRUST_PROXY, relaying someone else: it connects from loopback.
    expect(await outboxStatus(server, { 'X-Real-IP': FOREIGN })).toBe(404);
    expect(await outboxStatus(server, { 'X-Real-IP': '127.0.0.1' })).toBe(404);
    expect(await outboxStatus(server, { 'X-Forwarded-For': '127.0.0.1' })).toBe(404);
    expect(await outboxStatus(server, { Forwarded: 'for="[::1]:4711"' })).toBe(404);
  });

  it('refuses a peer beyond this machine whatever loopback address its headers claim', async () => {
    const claims: Record<string, string>[] = [
      { 'x-real-ip': '127.0.0.1' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      {},
    ];
    for (const headers of claims) {
      expect(await statusFrom(server, '/dev/outbox.json', FOREIGN, headers)).toBe(404);
      expect(await statusFrom(server, '/dev/feedback.json', FOREIGN, headers)).toBe(404);
    }
  });

  it('refuses a trusted proxy beyond this machine relaying its own loopback: that is not ours', async () => {
    expect(await statusFrom(server, '/dev/outbox.json', '10.0.0.5', { 'x-forwarded-for': '127.0.0.1' })).toBe(
      404,
    );
  });
});

describe('behind a trusted proxy on this machine (TRUST_PROXY=loopback)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, configuredMailer: true, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => server.close());

  it('believes its headers: a relayed foreign client is refused, X-Real-IP alone included', async () => {
    expect(await outboxStatus(server, { 'X-Real-IP': FOREIGN })).toBe(404);
    expect(await outboxStatus(server, { 'X-Forwarded-For': FOREIGN })).toBe(404);
    expect(await outboxStatus(server, { 'X-Forwarded-For': `${FOREIGN}, 127.0.0.1` })).toBe(404);
    expect(await outboxStatus(server, { Forwarded: `for=${FOREIGN}` })).toBe(404);
    expect(await statusFrom(server, '/dev/feedback.json', '127.0.0.1', { 'x-real-ip': FOREIGN })).toBe(404);
  });

  it('answers a client on this machine that it relays', async () => {
    expect(await outboxStatus(server, { 'X-Forwarded-For': '127.0.0.1' })).toBe(200);
    expect(await outboxStatus(server, { 'X-Real-IP': '::1' })).toBe(200);
    expect(await outboxStatus(server)).toBe(200);
  });
});
