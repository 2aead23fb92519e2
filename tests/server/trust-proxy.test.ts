/**
 * TRUST_PROXY: behind a reverse proxy every request comes from the proxy's address, so the
 * per-address limits must read the client from X-Forwarded-For, and only when told to.
 * Sign-ups (5 per address an hour) show which address the server counted.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { newAccountDetails } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const TOO_MANY = 'Too many attempts. Try again in 60 minutes.';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(trustProxy?: string): Promise<TestServer> {
  server = await startTestServer({ seed: false, env: trustProxy ? { TRUST_PROXY: trustProxy } : {} });
  return server;
}

/** Signs up a new account through a proxy that forwards `forwardedFor`; answers the message. */
async function signUpVia(target: TestServer, forwardedFor: string): Promise<string> {
  const { body } = await target.call(
    'account/registerByPassword',
    { ...newAccountDetails('proxied') },
    {
      headers: { 'x-forwarded-for': forwardedFor },
    },
  );
  return body.msg;
}

describe('TRUST_PROXY', () => {
  it('when on, limits two forwarded client addresses separately', async () => {
    const target = await start('true');
    for (let i = 0; i < 5; i++) expect(await signUpVia(target, '203.0.113.10')).toBe('');
    expect(await signUpVia(target, '203.0.113.10')).toBe(TOO_MANY);
    // Another person behind the same proxy still signs up.
    expect(await signUpVia(target, '203.0.113.11')).toBe('');
  });

  it('when off (the default), ignores X-Forwarded-For: a client cannot dodge the limit by sending one', async () => {
    const target = await start();
    expect(target.config.trustProxy).toBe(false);
    for (let i = 0; i < 5; i++) expect(await signUpVia(target, `203.0.113.${20 + i}`)).toBe('');
    expect(await signUpVia(target, '203.0.113.99')).toBe(TOO_MANY);
  });

  it('with a hop count, takes the address the nearest proxy saw, not what the client wrote before it', async () => {
    const target = await start('1');
    // The client made up the first entry; the proxy appended the address it was connected from.
    for (let i = 0; i < 5; i++) expect(await signUpVia(target, `198.51.100.${i}, 203.0.113.30`)).toBe('');
    expect(await signUpVia(target, '198.51.100.77, 203.0.113.30')).toBe(TOO_MANY);
    expect(await signUpVia(target, '198.51.100.77, 203.0.113.31')).toBe('');
  });

  it('with a list of proxy addresses, believes only those proxies', async () => {
    // The test client connects from 127.0.0.1: trusted in the first server, not in the second.
    const trusted = await start('127.0.0.1, 10.0.0.0/8');
    for (let i = 0; i < 5; i++) expect(await signUpVia(trusted, '203.0.113.40')).toBe('');
    expect(await signUpVia(trusted, '203.0.113.40')).toBe(TOO_MANY);
    expect(await signUpVia(trusted, '203.0.113.41')).toBe('');
    await trusted.close();

    const untrusted = await start('10.0.0.0/8');
    for (let i = 0; i < 5; i++) expect(await signUpVia(untrusted, `203.0.113.${50 + i}`)).toBe('');
    expect(await signUpVia(untrusted, '203.0.113.59')).toBe(TOO_MANY);
  });
});
