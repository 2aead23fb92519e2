import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema, userInfoSchema } from '../../src/contract/entities-account.ts';
import { sessions, users } from '../../server/db/schema.ts';
import { freshAddress, logIn, signUp } from './helpers/accounts.ts';
import { RecordingMailer } from './helpers/recording-mailer.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
const mailer = new RecordingMailer();
const DAY = 24 * 3600 * 1000;
const EXPIRED = { status: 422, msg: 'Your session has expired. Please log in again.', data: null };

beforeAll(async () => {
  server = await startTestServer({ mailer });
});
afterAll(async () => {
  await server?.close();
});

const userInfo = async (token: string) => (await server.call('user/getUserInfo', { token })).body;

describe('session tokens', () => {
  it('stores only the SHA-256 of a 256-bit token', async () => {
    const { login } = await signUp(server);
    expect(Buffer.from(login.token, 'base64url')).toHaveLength(32);
    const rows = await server.database.handle.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.tokenHash, createHash('sha256').update(login.token).digest('hex')));
    expect(rows).toHaveLength(1);
  });

  it('answers 422 to a token after logout, on members-only and open calls alike', async () => {
    const { login } = await signUp(server);
    expect((await server.call('account/logout', { token: login.token })).body).toEqual({
      status: 1,
      msg: '',
      data: {},
    });
    expect(await userInfo(login.token)).toEqual(EXPIRED);
    expect((await server.call('article/getCategories', { token: login.token })).body).toEqual(EXPIRED);
    const german = await server.call('user/getUserInfo', { token: login.token }, { language: 'de' });
    expect(german.body).toMatchObject({
      status: 422,
      msg: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    });
  });

  it('ends a session unused for 30 days; each use within them keeps it alive', async () => {
    const { login } = await signUp(server);
    server.clock.advance(29 * DAY);
    expect((await userInfo(login.token)).status).toBe(1);
    server.clock.advance(29 * DAY);
    expect((await userInfo(login.token)).status).toBe(1);
    server.clock.advance(30 * DAY);
    expect(await userInfo(login.token)).toEqual(EXPIRED);
  });

  it('ends every session 90 days after sign-in, however often it is used', async () => {
    const { login } = await signUp(server);
    for (let day = 20; day < 90; day += 20) {
      server.clock.advance(20 * DAY);
      expect((await userInfo(login.token)).status).toBe(1);
    }
    server.clock.advance(9 * DAY + 23 * 3600 * 1000);
    expect((await userInfo(login.token)).status).toBe(1);
    server.clock.advance(3600 * 1000);
    expect(await userInfo(login.token)).toEqual(EXPIRED);
  });

  it('writes last use at most once a minute', async () => {
    const { login } = await signUp(server);
    const lastSeen = async () =>
      (
        await server.database.handle.db
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, createHash('sha256').update(login.token).digest('hex')))
      )[0]!.at.getTime();
    const signedInAt = await lastSeen();
    server.clock.advance(30 * 1000);
    await userInfo(login.token);
    expect(await lastSeen()).toBe(signedInAt);
    server.clock.advance(31 * 1000);
    await userInfo(login.token);
    expect(await lastSeen()).toBeGreaterThanOrEqual(signedInAt + 61 * 1000);
  });
});

describe('user/changePassword', () => {
  it('refuses a wrong current password', async () => {
    const { login, password } = await signUp(server);
    const { body } = await server.call('user/changePassword', {
      token: login.token,
      old_password: `${password}x`,
      new_password: 'Another_pass2',
      new_password_confirm: 'Another_pass2',
    });
    expect(body).toMatchObject({ status: 0, msg: 'The current password is incorrect.' });
  });

  it('checks the new password against the sign-up rules and its confirmation', async () => {
    const { login, password } = await signUp(server);
    const attempt = async (newPassword: string, confirm = newPassword) =>
      (
        await server.call('user/changePassword', {
          token: login.token,
          old_password: password,
          new_password: newPassword,
          new_password_confirm: confirm,
        })
      ).body.msg;
    expect(await attempt('Short_1')).toBe('Use at least 8 characters for the new password.');
    expect(await attempt('Another_pass2', 'Another_pass3')).toBe('The two passwords do not match.');
  });

  it('signs out every other session, keeps this one, and retires the old password', async () => {
    const account = await signUp(server);
    const other = await logIn(server, account.account, account.password);
    const { body } = await server.call('user/changePassword', {
      token: account.login.token,
      old_password: account.password,
      new_password: 'Another_pass2',
      new_password_confirm: 'Another_pass2',
    });
    expect(body).toEqual({ status: 1, msg: '', data: {} });
    expect((await userInfo(account.login.token)).status).toBe(1);
    expect(await userInfo(other.token)).toEqual(EXPIRED);

    const old = await server.call(
      'account/loginByPassword',
      { account: account.account, password: account.password },
      { address: freshAddress() },
    );
    expect(old.body).toMatchObject({ status: 0, msg: 'The account or password is incorrect.' });
    expect((await logIn(server, account.email, 'Another_pass2')).username).toBe(account.account);
  });
});

describe('user/setPassword', () => {
  it('refuses an account that already has a password', async () => {
    const { login } = await signUp(server);
    const { body } = await server.call('user/setPassword', {
      token: login.token,
      new_password: 'Another_pass2',
      new_password_confirm: 'Another_pass2',
    });
    expect(body).toMatchObject({
      status: 0,
      msg: 'This account already has a password. Change it with your current password instead.',
    });
  });

  it('gives a password to an account that has none (made by a sign-in provider)', async () => {
    const email = 'provider-only@example.org';
    await server.database.handle.db.insert(users).values({
      aff: 77_777_777,
      username: 'provideronly',
      email,
      nickname: 'Provider Only',
      passwordHash: null,
    });
    await server.call('account/sendEmailCode', { email }, { address: freshAddress() });
    const login = loginResultSchema.parse(
      (await server.call('account/loginByEmail', { email, code: mailer.lastCodeTo(email) })).body.data,
    );
    expect(userInfoSchema.parse((await userInfo(login.token)).data).has_password).toBe(false);

    const changed = await server.call('user/changePassword', {
      token: login.token,
      old_password: 'anything',
      new_password: 'First_pass1',
      new_password_confirm: 'First_pass1',
    });
    expect(changed.body.msg).toBe('This account has no password yet. Please set one first.');

    const set = await server.call('user/setPassword', {
      token: login.token,
      new_password: 'First_pass1',
      new_password_confirm: 'First_pass1',
    });
    expect(set.body).toEqual({ status: 1, msg: '', data: {} });
    expect(userInfoSchema.parse((await userInfo(login.token)).data).has_password).toBe(true);
    expect((await logIn(server, 'provideronly', 'First_pass1')).role).toBe(2);
  });
});

describe('user/deleteAccount', () => {
  it('refuses a wrong password and keeps the account', async () => {
    const { login, password } = await signUp(server);
    const { body } = await server.call('user/deleteAccount', {
      token: login.token,
      password: `${password}x`,
    });
    expect(body).toMatchObject({ status: 0, msg: 'The current password is incorrect.' });
    expect((await userInfo(login.token)).status).toBe(1);
  });

  it('deletes the account with the right password: every session ends and sign-in fails', async () => {
    const account = await signUp(server);
    const other = await logIn(server, account.account, account.password);
    const { body } = await server.call('user/deleteAccount', {
      token: account.login.token,
      password: account.password,
    });
    expect(body).toEqual({ status: 1, msg: '', data: {} });
    expect(await userInfo(account.login.token)).toEqual(EXPIRED);
    expect(await userInfo(other.token)).toEqual(EXPIRED);
    const again = await server.call(
      'account/loginByPassword',
      { account: account.email, password: account.password },
      { address: freshAddress() },
    );
    expect(again.body).toMatchObject({ status: 0, msg: 'The account or password is incorrect.' });
    const rows = await server.database.handle.db
      .select()
      .from(users)
      .where(eq(users.uuid, account.login.uuid));
    expect(rows).toEqual([]);
  });
});
