import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_READY_WAIT_MS } from '../../server/auth/rate-limits.ts';
import { DEMO_FANS } from '../../server/seed/demo-accounts.ts';
import { freshAddress, logIn, newAccountDetails, signUp } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
const MINUTE = 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const signIn = async (account: string, password: string, address: string) =>
  (await server.call('account/loginByPassword', { account, password }, { address })).body;

describe('sign-in limits', () => {
  it('refuses the 11th failed sign-in of one account within 15 minutes at once, even with the right password', async () => {
    const { account, password } = await signUp(server);
    for (let i = 0; i < 10; i++) {
      // From a new address each time: the limit follows the account, not the address.
      expect((await signIn(account, 'Wrong_pass1', freshAddress())).msg).toBe(
        'The account or password is incorrect.',
      );
    }
    const started = performance.now();
    const limited = await signIn(account.toUpperCase(), password, freshAddress());
    expect(performance.now() - started).toBeLessThan(1000);
    expect(limited).toEqual({ status: 0, msg: 'Too many attempts. Try again in 15 minutes.', data: null });
    const german = await server.call(
      'account/loginByPassword',
      { account, password },
      { address: freshAddress(), language: 'de' },
    );
    expect(german.body.msg).toBe('Zu viele Versuche. Versuche es in 15 Minuten erneut.');

    // Another account is not affected.
    expect((await logIn(server, DEMO_FANS[2]!.email, DEMO_FANS[2]!.password)).username).toBe('fanyuki');
  });

  it('does not count successful sign-ins as failures', async () => {
    const { account, password } = await signUp(server);
    const address = freshAddress();
    for (let i = 0; i < 12; i++) expect((await signIn(account, password, address)).status).toBe(1);
  });

  it('refuses the 31st failed sign-in from one address within 15 minutes; another address is not affected', async () => {
    const address = freshAddress();
    for (let i = 0; i < 30; i++) {
      expect((await signIn(`ghost${i}`, 'Wrong_pass1', address)).msg).toBe(
        'The account or password is incorrect.',
      );
    }
    const fan = DEMO_FANS[0]!;
    expect((await signIn(fan.email, fan.password, address)).msg).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
    expect((await signIn(fan.email, fan.password, freshAddress())).status).toBe(1);
  });
});

describe('email code limits', () => {
  it('refuses a 6th code to one email within an hour, even 60 s after the last', async () => {
    const { email } = await signUp(server);
    for (let i = 0; i < 5; i++) {
      const { body } = await server.call('account/sendEmailCode', { email }, { address: freshAddress() });
      expect(body.status).toBe(1);
      server.clock.advance(MINUTE);
    }
    const { body } = await server.call('account/sendEmailCode', { email }, { address: freshAddress() });
    expect(body).toMatchObject({ status: 0, msg: 'Too many attempts. Try again in 60 minutes.' });
  });

  it('refuses a 21st code request from one address within an hour; another address is not affected', async () => {
    const { login } = await signUp(server);
    const address = freshAddress();
    const send = (n: number, from: string) =>
      server.call(
        'account/sendEmailCode',
        { email: `new-address-${n}@example.org`, type: 4, token: login.token },
        { address: from },
      );
    for (let n = 0; n < 20; n++) expect((await send(n, address)).body.status).toBe(1);
    expect((await send(20, address)).body.msg).toBe('Too many attempts. Try again in 60 minutes.');
    expect((await send(21, freshAddress())).body.status).toBe(1);
  });
});

describe('sign-up limits', () => {
  it('refuses a 6th account from one address within an hour; refused forms do not count', async () => {
    const address = freshAddress();
    const duplicate = await server.call(
      'account/registerByPassword',
      { ...newAccountDetails(), email: DEMO_FANS[0]!.email },
      { address },
    );
    expect(duplicate.body.msg).toBe('This email is already used by another account.');
    for (let i = 0; i < 5; i++) await signUp(server, {}, { address });
    const sixth = await server.call('account/registerByPassword', { ...newAccountDetails() }, { address });
    expect(sixth.body).toMatchObject({ status: 0, msg: 'Too many attempts. Try again in 60 minutes.' });
    await signUp(server, {}, { address: freshAddress() });
  });
});

describe('without Redis', () => {
  it('starts within a few seconds when REDIS_URL does not answer, and still limits in memory', async () => {
    // Against a start without REDIS_URL on the same machine at the same moment, so a busy machine
    // slows both: waiting on the dead Redis may add its bounded wait, and not much more.
    const baselineStarted = performance.now();
    const baseline = await startTestServer({ seed: false });
    const baselineMs = performance.now() - baselineStarted;
    await baseline.close();
    const started = performance.now();
    const alone = await startTestServer({ seed: false, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      expect(performance.now() - started).toBeLessThan(baselineMs * 1.5 + REDIS_READY_WAIT_MS + 2000);
      const address = freshAddress();
      for (let i = 0; i < 5; i++) await signUp(alone, {}, { address });
      const sixth = await alone.call('account/registerByPassword', { ...newAccountDetails() }, { address });
      expect(sixth.body).toMatchObject({ status: 0, msg: 'Too many attempts. Try again in 60 minutes.' });
    } finally {
      await alone.close();
    }
    // Two starts (migrations on PGlite) and six password sign-ups: on a busy 2-core machine that
    // alone passes 30 s. The start time is judged against the baseline above, not this limit.
  }, 120_000);
});
