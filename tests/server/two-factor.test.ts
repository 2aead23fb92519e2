/**
 * Members' second factor (issue 26) through real HTTP: turning TOTP on with ten recovery codes
 * shown once, sign-in answering a challenge that a code completes (one step either side, never a
 * step already used; a recovery code once; the challenge ending after 5 minutes), the rate limit
 * of codes per account, and the step-up before email, password and deletion and for payouts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRecoveryCodes, memberTotp, users } from '../../server/db/schema.ts';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  SECOND_FACTOR_CHALLENGE_MINUTES,
} from '../../src/contract/two-factor.ts';
import { freshAddress, signUp } from './helpers/accounts.ts';
import type { RecordingMailer } from './helpers/recording-mailer.ts';
import { callAs, newCreator, ok, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { codeNow, STEP_MS, turnOnTwoFactor } from './helpers/two-factor.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const CODE_WRONG =
  'The code is not valid. Enter the current code from your authenticator app or an unused recovery code.';
const CODE_REQUIRED =
  'Two-factor authentication is on: enter the current code from your authenticator app (or a recovery code) to confirm this change.';
const CHALLENGE_ENDED = 'This login has ended. Log in again.';

/** A signed-up member with the second factor on, with what a test needs to sign in again. */
async function memberWithTwoFactor() {
  const account = await signUp(server);
  const member = { token: account.login.token };
  const factor = await turnOnTwoFactor(server, member);
  return { ...account, member, ...factor };
}

/** The password step of a sign-in; answers the envelope's body. */
async function passwordStep(account: string, password: string, address = freshAddress()) {
  const { body } = await server.call('account/loginByPassword', { account, password }, { address });
  return body;
}

/** A challenge of the password step (which must answer one). */
async function challengeOf(account: string, password: string): Promise<string> {
  const body = await passwordStep(account, password);
  expect(body.status).toBe(1);
  const data = body.data as { challenge?: string; second_factor?: string; token?: string };
  expect(data.second_factor).toBe('totp');
  expect(data.token).toBeUndefined();
  return data.challenge!;
}

async function secondStep(challenge: string, code: string, address = '127.0.0.1') {
  const { body } = await server.call('account/loginBySecondFactor', { challenge, code }, { address });
  return body;
}

describe('turning the second factor on and off', () => {
  it('is off for a new member, and on after a first code, with ten recovery codes shown once', async () => {
    const account = await signUp(server);
    const member = { token: account.login.token };
    expect(await ok(server, member, 'user/getTwoFactor')).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      passkey: false,
    });
    const { secret, uri } = await ok<{ secret: string; uri: string }>(server, member, 'user/startTwoFactor');
    expect(uri).toMatch(new RegExp(`^otpauth://totp/FanVault:${account.account}\\?`));
    expect(uri).toContain('issuer=FanVault');
    // A code of another secret does not confirm it.
    const wrong = await callAs(server, member, 'user/confirmTwoFactor', { code: '000000' });
    expect(wrong.msg).toBe(CODE_WRONG);
    const { recovery_codes } = await ok<{ recovery_codes: string[] }>(
      server,
      member,
      'user/confirmTwoFactor',
      {
        code: codeNow(server, secret),
      },
    );
    expect(recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    const status = await ok<{ enabled: boolean; recovery_codes_left: number }>(
      server,
      member,
      'user/getTwoFactor',
    );
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // Stored hashed: no code appears as it was shown.
    const stored = await server.database.handle.db.select().from(memberRecoveryCodes);
    expect(stored.some((row) => recovery_codes.includes(row.codeHash))).toBe(false);
    // Shown once: starting again while on is refused, so no new secret or codes leak.
    const again = await callAs(server, member, 'user/startTwoFactor');
    expect(again.msg).toBe(
      'Two-factor authentication is already on. Turn it off first to set up another authenticator app.',
    );
  });

  it('turns off only with a current code', async () => {
    const { member, secret, account, password } = await memberWithTwoFactor();
    expect((await callAs(server, member, 'user/disableTwoFactor', { code: '123456' })).msg).toBe(CODE_WRONG);
    await ok(server, member, 'user/disableTwoFactor', { code: codeNow(server, secret) });
    expect(await ok(server, member, 'user/getTwoFactor')).toMatchObject({ enabled: false });
    // Off: the password alone signs in again.
    const body = await passwordStep(account, password);
    expect((body.data as { token?: string }).token).toBeTruthy();
  });

  it('renews the recovery codes only with a current code; the old ones stop working', async () => {
    const { member, secret, recoveryCodes, account, password } = await memberWithTwoFactor();
    expect((await callAs(server, member, 'user/renewRecoveryCodes', {})).status).toBe(0);
    const renewed = await ok<{ recovery_codes: string[] }>(server, member, 'user/renewRecoveryCodes', {
      code: codeNow(server, secret),
    });
    expect(renewed.recovery_codes).toHaveLength(10);
    expect(renewed.recovery_codes.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect((await secondStep(await challengeOf(account, password), recoveryCodes[0]!)).msg).toBe(CODE_WRONG);
    const signedIn = await secondStep(await challengeOf(account, password), renewed.recovery_codes[0]!);
    expect(signedIn.status).toBe(1);
  });
});

describe('signing in with the second factor on', () => {
  it('answers a challenge instead of a session, and a current code completes it', async () => {
    const { account, password, secret } = await memberWithTwoFactor();
    const challenge = await challengeOf(account, password);
    const done = await secondStep(challenge, codeNow(server, secret));
    expect(done.msg).toBe('');
    const login = done.data as { token: string; username: string };
    expect(login.username).toBe(account);
    // The session works.
    const info = await ok<{ username: string }>(server, { token: login.token }, 'user/getUserInfo');
    expect(info.username).toBe(account);
    // A completed challenge is used up.
    server.clock.advance(STEP_MS);
    expect((await secondStep(challenge, codeNow(server, secret))).msg).toBe(CHALLENGE_ENDED);
  });

  it('asks for the code after an email code too', async () => {
    const { email, secret } = await memberWithTwoFactor();
    await server.call('account/sendEmailCode', { email, type: 5 }, { address: freshAddress() });
    const code = (server.mailer as RecordingMailer).lastCodeTo(email);
    const { body } = await server.call('account/loginByEmail', { email, code }, { address: freshAddress() });
    const data = body.data as { challenge?: string; token?: string };
    expect(data.token).toBeUndefined();
    expect((await secondStep(data.challenge!, codeNow(server, secret))).status).toBe(1);
  });

  it('accepts a code one step either side of now, not two', async () => {
    const { account, password, secret } = await memberWithTwoFactor();
    // Two steps back is refused; one step back is accepted.
    server.clock.advance(3 * STEP_MS);
    const challenge = await challengeOf(account, password);
    expect((await secondStep(challenge, codeNow(server, secret, -2))).msg).toBe(CODE_WRONG);
    expect((await secondStep(challenge, codeNow(server, secret, 2))).msg).toBe(CODE_WRONG);
    expect((await secondStep(challenge, codeNow(server, secret, -1))).status).toBe(1);
    // One step ahead is accepted too (a later step than the last one used).
    expect((await secondStep(await challengeOf(account, password), codeNow(server, secret, 1))).status).toBe(
      1,
    );
  });

  it('never accepts a code of a step at or before the last one accepted (no replay)', async () => {
    const { account, password, secret } = await memberWithTwoFactor();
    const code = codeNow(server, secret);
    expect((await secondStep(await challengeOf(account, password), code)).status).toBe(1);
    // The same code again, within its step: refused.
    expect((await secondStep(await challengeOf(account, password), code)).msg).toBe(CODE_WRONG);
    // The step before it is still inside the window, but before the last accepted: refused.
    expect((await secondStep(await challengeOf(account, password), codeNow(server, secret, -1))).msg).toBe(
      CODE_WRONG,
    );
    server.clock.advance(STEP_MS);
    expect((await secondStep(await challengeOf(account, password), codeNow(server, secret))).status).toBe(1);
  });

  it('takes each recovery code once', async () => {
    const { account, password, recoveryCodes, member } = await memberWithTwoFactor();
    const recovery = recoveryCodes[3]!;
    // Typed in capitals with spaces around: still the code.
    expect(
      (await secondStep(await challengeOf(account, password), ` ${recovery.toUpperCase()} `)).status,
    ).toBe(1);
    expect((await secondStep(await challengeOf(account, password), recovery)).msg).toBe(CODE_WRONG);
    expect(await ok(server, member, 'user/getTwoFactor')).toMatchObject({ recovery_codes_left: 9 });
  });

  it(`ends the challenge ${SECOND_FACTOR_CHALLENGE_MINUTES} minutes after the password`, async () => {
    const { account, password, secret } = await memberWithTwoFactor();
    const challenge = await challengeOf(account, password);
    const body = await passwordStep(account, password);
    expect((body.data as { expires_in: number }).expires_in).toBe(300);
    server.clock.advance(SECOND_FACTOR_CHALLENGE_MINUTES * 60_000 + 1000);
    expect((await secondStep(challenge, codeNow(server, secret))).msg).toBe(CHALLENGE_ENDED);
    expect((await secondStep('not-a-challenge', codeNow(server, secret))).msg).toBe(CHALLENGE_ENDED);
  });

  it('limits wrong codes per account as wrong passwords are: 10 in 15 minutes, whatever the address', async () => {
    const { account, password, secret } = await memberWithTwoFactor();
    const challenge = await challengeOf(account, password);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await secondStep(challenge, '000000', freshAddress())).msg).toBe(CODE_WRONG);
    }
    // The 11th, even the right code from a new address, waits.
    const limited = await secondStep(challenge, codeNow(server, secret), freshAddress());
    expect(limited).toEqual({ status: 0, msg: 'Too many attempts. Try again in 15 minutes.', data: null });
  });
});

describe('asking for the code again before sensitive changes', () => {
  it('refuses a password change without the code, and with a wrong one; a current code passes', async () => {
    const { member, password, secret } = await memberWithTwoFactor();
    const change = {
      old_password: password,
      new_password: 'Other_pass2',
      new_password_confirm: 'Other_pass2',
    };
    expect((await callAs(server, member, 'user/changePassword', change)).msg).toBe(CODE_REQUIRED);
    expect(
      (await callAs(server, member, 'user/changePassword', { ...change, second_factor_code: '000000' })).msg,
    ).toBe(CODE_WRONG);
    await ok(server, member, 'user/changePassword', {
      ...change,
      second_factor_code: codeNow(server, secret),
    });
  });

  it('refuses confirming a new email without the code', async () => {
    const { member, secret } = await memberWithTwoFactor();
    const email = `new-${Date.now()}@example.org`;
    await ok(server, member, 'account/sendEmailCode', { email, type: 4 });
    const code = (server.mailer as RecordingMailer).lastCodeTo(email);
    expect((await callAs(server, member, 'account/validationEmail', { email, code })).msg).toBe(
      CODE_REQUIRED,
    );
    const done = await ok<{ email: string }>(server, member, 'account/validationEmail', {
      email,
      code,
      second_factor_code: codeNow(server, secret),
    });
    expect(done.email).toBe(email);
  });

  it('refuses deleting the account without the code; the account stays', async () => {
    const { member, password, recoveryCodes } = await memberWithTwoFactor();
    expect((await callAs(server, member, 'user/deleteAccount', { password })).msg).toBe(CODE_REQUIRED);
    expect((await callAs(server, member, 'user/getUserInfo')).status).toBe(1);
    // A recovery code serves too, for a member whose phone is gone.
    await ok(server, member, 'user/deleteAccount', { password, second_factor_code: recoveryCodes[0] });
    expect((await callAs(server, member, 'user/getUserInfo')).status).toBe(422);
  });

  it('keeps today’s checks for a member without a second factor', async () => {
    const account = await signUp(server);
    const member = { token: account.login.token };
    await ok(server, member, 'user/changePassword', {
      old_password: account.password,
      new_password: 'Other_pass2',
      new_password_confirm: 'Other_pass2',
    });
  });
});

describe('payouts', () => {
  async function creatorWithBalance(): Promise<Member> {
    return newCreator(server);
  }

  it('refuses a creator’s withdrawal until the second factor is on', async () => {
    const creator = await creatorWithBalance();
    expect((await callAs(server, creator, 'user/applyWithdraw', { amount: 100 })).msg).toBe(
      'Turn on two-factor authentication first (Account, Login security): it protects withdrawals and where your money goes.',
    );
    await turnOnTwoFactor(server, creator);
    // On: the next refusal is the balance's (the creator has earned nothing).
    expect((await callAs(server, creator, 'user/applyWithdraw', { amount: 100 })).msg).not.toContain(
      'two-factor',
    );
  });

  it('still tells a member who is not a creator that withdrawals are for creators', async () => {
    const account = await signUp(server);
    const body = await callAs(server, { token: account.login.token }, 'user/applyWithdraw', { amount: 100 });
    expect(body.msg).not.toContain('two-factor');
    expect(body.status).toBe(0);
  });
});

describe('a deleted account', () => {
  it('takes its second factor and recovery codes with it', async () => {
    const { member, password, secret, email } = await memberWithTwoFactor();
    const db = server.database.handle.db;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const codesOf = () =>
      db.select().from(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, user!.id));
    expect(await codesOf()).toHaveLength(10);
    await ok(server, member, 'user/deleteAccount', { password, second_factor_code: codeNow(server, secret) });
    expect(await codesOf()).toHaveLength(0);
    expect(await db.select().from(memberTotp).where(eq(memberTotp.userId, user!.id))).toHaveLength(0);
  });
});
