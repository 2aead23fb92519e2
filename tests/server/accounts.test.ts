import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDeclareCall } from '../../src/contract/calls/account-get-declare.ts';
import { getUserInfoByUuidCall } from '../../src/contract/calls/user-get-user-info-by-uuid.ts';
import { userInfoSchema } from '../../src/contract/entities-account.ts';
import { guests, users } from '../../server/db/schema.ts';
import { DEMO_CREATOR_PASSWORD, DEMO_FANS } from '../../server/seed/demo-accounts.ts';
import { freshAddress, logIn, newAccountDetails, signUp } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
const fan = DEMO_FANS[0]!;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A sign-up attempt that must fail: returns the message, checking nothing was created. */
async function refusedSignUp(fields: Record<string, string>, language = 'en') {
  const { body } = await server.call(
    'account/registerByPassword',
    { ...newAccountDetails(), ...fields },
    { language, address: freshAddress() },
  );
  expect(body.status).toBe(0);
  expect(body.data).toBeNull();
  return body.msg;
}

describe('account/registerByPassword', () => {
  it('creates an account and signs it in: token, username, aff, uuid, role 2, then getUserInfo works', async () => {
    const created = await signUp(server, {}, { language: 'fr' });
    expect(created.login).toMatchObject({ username: created.account, role: 2 });
    expect(created.login.token).toMatch(/^[\w-]{43}$/);
    expect(created.login.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const { body } = await server.call('user/getUserInfo', { token: created.login.token });
    expect(body.status).toBe(1);
    const info = userInfoSchema.parse(body.data);
    expect(info).toMatchObject({
      username: created.account,
      nickname: created.account,
      email: created.email,
      aff: created.login.aff,
      uuid: created.login.uuid,
      auth_status: 0,
      email_validation: 0,
      has_password: true,
      locale: 'fr',
    });
  });

  it('gives every new account its own random 8-digit aff', async () => {
    const first = await signUp(server);
    const second = await signUp(server);
    expect(String(first.login.aff)).toMatch(/^\d{8}$/);
    expect(first.login.aff).not.toBe(second.login.aff);
  });

  it('refuses an email already in use, in any letter case, in the caller language', async () => {
    expect(await refusedSignUp({ email: fan.email.toUpperCase() })).toBe(
      'This email is already used by another account.',
    );
    expect(await refusedSignUp({ email: fan.email }, 'de')).toBe(
      'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.',
    );
  });

  it('refuses an account name already taken in another letter case', async () => {
    expect(await refusedSignUp({ account: 'DemoFan' })).toBe('This account name is already taken.');
    expect(await refusedSignUp({ account: 'DEMOFAN' }, 'ar')).toBe('اسم الحساب هذا مستخدم بالفعل.');
  });

  it('lets only one of two simultaneous sign-ups in when their account names or emails differ only in letter case', async () => {
    const race = async (first: Record<string, string>, second: Record<string, string>) => {
      const answers = await Promise.all(
        [first, second].map((fields) =>
          server.call(
            'account/registerByPassword',
            { ...newAccountDetails(), ...fields },
            { address: freshAddress() },
          ),
        ),
      );
      expect(answers.map((answer) => answer.httpStatus)).toEqual([200, 200]);
      return answers.map((answer) => answer.body.msg).sort();
    };
    expect(await race({ account: 'RaceWinner' }, { account: 'racewinner' })).toEqual([
      '',
      'This account name is already taken.',
    ]);
    expect(await race({ email: 'Race.Mail@example.org' }, { email: 'race.mail@EXAMPLE.org' })).toEqual([
      '',
      'This email is already used by another account.',
    ]);
    const named = await server.database.handle.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.email, 'race.mail@example.org'));
    expect(named).toHaveLength(1);
  });

  it('accepts account names of 4 and 20 characters and refuses 3 and 21', async () => {
    const lengthRule = 'The account name must be 4 to 20 characters long.';
    expect(await refusedSignUp({ account: 'abc' })).toBe(lengthRule);
    expect(await refusedSignUp({ account: 'a'.repeat(21) })).toBe(lengthRule);
    await signUp(server, { account: 'abcd', email: 'four@example.org' });
    await signUp(server, { account: 'b'.repeat(20), email: 'twenty@example.org' });
  });

  it('refuses account names with anything but letters and digits', async () => {
    expect(await refusedSignUp({ account: 'ab_cd' })).toBe(
      'The account name may only contain letters and digits.',
    );
    expect(await refusedSignUp({ account: 'anna maria' })).toBe(
      'The account name may only contain letters and digits.',
    );
  });

  it('refuses a 7-character password, accepts 8, and allows only word characters and !@#$%^&*()_+', async () => {
    expect(await refusedSignUp({ password: 'Abcde12' })).toBe('Use at least 8 characters for the password.');
    expect(await refusedSignUp({ password: 'Abcde12' }, 'de')).toBe(
      'Verwende mindestens 8 Zeichen für das Passwort.',
    );
    expect(await refusedSignUp({ password: 'Abcdef12<' })).toBe(
      'The password may only contain letters, digits and !@#$%^&*()_+.',
    );
    expect(await refusedSignUp({ password: 'Abcdef12 ' })).toBe(
      'The password may only contain letters, digits and !@#$%^&*()_+.',
    );
    await signUp(server, { password: 'Abcde123' });
    await signUp(server, { password: 'Ab1!@#$%^&*()_+' });
  });

  it('refuses an invalid or missing email and a missing account name with a sentence, not a field code', async () => {
    expect(await refusedSignUp({ email: 'not-an-email' })).toBe('Please enter a valid email address.');
    expect(await refusedSignUp({ email: ' ' })).toBe('Please enter the email address.');
    expect(await refusedSignUp({ account: '' })).toBe('Please enter the account name.');
  });
});

describe('account/isUseEmail', () => {
  it('tells whether an account uses the email, in any letter case', async () => {
    const used = await server.call('account/isUseEmail', { email: 'Fan@Example.COM' });
    expect(used.body.data).toEqual({ used: true });
    const free = await server.call('account/isUseEmail', { email: 'nobody-here@example.org' });
    expect(free.body.data).toEqual({ used: false });
  });
});

describe('account/loginByPassword', () => {
  it('signs a seeded fan in by account name in any letter case and by email, as role 2', async () => {
    const byName = await logIn(server, 'DemoFan', fan.password);
    expect(byName).toMatchObject({ username: 'demofan', role: 2 });
    expect(byName.aff).toBeGreaterThan(0);
    const byEmail = await logIn(server, fan.email.toUpperCase(), fan.password);
    expect(byEmail).toMatchObject({ username: 'demofan', uuid: byName.uuid, aff: byName.aff, role: 2 });
    expect(byEmail.token).not.toBe(byName.token);
  });

  it('signs a seeded creator in as role 3', async () => {
    const creator = await logIn(server, 'mayafit@example.com', DEMO_CREATOR_PASSWORD);
    expect(creator).toMatchObject({ username: 'mayafit', role: 3 });
  });

  it('derives the role from auth_status: a member approved as creator signs in as 3', async () => {
    const member = await signUp(server);
    await server.database.handle.db
      .update(users)
      .set({ authStatus: 2 })
      .where(eq(users.uuid, member.login.uuid));
    expect((await logIn(server, member.account, member.password)).role).toBe(3);
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const address = freshAddress();
    const wrong = await server.call(
      'account/loginByPassword',
      { account: 'demofan', password: 'wrong-pass' },
      { address },
    );
    const unknown = await server.call(
      'account/loginByPassword',
      { account: 'nosuchuser', password: 'wrong-pass' },
      { address },
    );
    expect(wrong.body).toMatchObject({ status: 0, msg: 'The account or password is incorrect.', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('spends the same password-hashing time on an unknown account as on a wrong password', async () => {
    const timed = async (account: string) => {
      const started = performance.now();
      await server.call(
        'account/loginByPassword',
        { account, password: 'wrong-pass' },
        { address: freshAddress() },
      );
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await timed('fanlucia'));
      unknown.push(await timed(`ghost${i}`));
    }
    // Without a dummy hash an unknown account answers in a fraction of the argon2 time.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it('asks for the password when it is empty', async () => {
    const { body } = await server.call('account/loginByPassword', { account: 'demofan', password: '' });
    expect(body.msg).toBe('Please enter the password.');
  });
});

describe('user/getUserInfo and user/getUserInfoByUuid', () => {
  it('asks a visitor to log in for their own record', async () => {
    const { body } = await server.call('user/getUserInfo');
    expect(body).toMatchObject({ status: 0, msg: 'Please log in to continue.' });
  });

  it('shows a seeded fan as verified, with a password', async () => {
    const login = await logIn(server, fan.email, fan.password);
    const { body } = await server.call('user/getUserInfo', { token: login.token });
    expect(userInfoSchema.parse(body.data)).toMatchObject({
      username: 'demofan',
      email: fan.email,
      email_validation: 1,
      has_password: true,
      auth_status: 0,
    });
  });

  it('shows anyone public profiles by uuid and says when there is no such user', async () => {
    const creator = await logIn(server, 'mayafit', DEMO_CREATOR_PASSWORD);
    const { body } = await server.call('user/getUserInfoByUuid', { uuid: creator.uuid });
    const profile = getUserInfoByUuidCall.response.parse(body.data);
    expect(profile).toMatchObject({ username: 'mayafit', uuid: creator.uuid });
    expect(profile.post_num).toBeGreaterThan(0);

    for (const uuid of ['00000000-0000-4000-8000-999999999999', 'not-a-uuid']) {
      const missing = await server.call('user/getUserInfoByUuid', { uuid });
      expect(missing.body).toMatchObject({ status: 0, msg: 'This user does not exist.' });
    }
  });
});

describe('account/getDeclare', () => {
  it('answers the sign-up declaration in the caller language', async () => {
    const english = getDeclareCall.response.parse((await server.call('account/getDeclare')).body.data);
    const german = getDeclareCall.response.parse(
      (await server.call('account/getDeclare', {}, { language: 'de' })).body.data,
    );
    expect(english.title).toBe('Before you sign up');
    expect(english.content).toMatch(/at least 18 years old/);
    expect(german.title).toBe('Bevor du dich registrierst');
  });
});

describe('guest id', () => {
  it('records the guest id of a visitor and links it to the account it signs in to', async () => {
    const guestId = 'a3c1e2f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    await server.call('article/getCategories', { oauth_id: guestId });
    const rowOf = async () =>
      (await server.database.handle.db.select().from(guests).where(eq(guests.guestId, guestId)))[0];
    // Recording happens beside the call, not in it, so the row appears just after the answer.
    await vi.waitFor(async () => expect(await rowOf()).toBeDefined());
    expect((await rowOf())?.userId).toBeNull();

    const login = await logIn(server, fan.email, fan.password, {});
    const signedIn = await server.call('account/loginByPassword', {
      account: fan.email,
      password: fan.password,
      oauth_id: guestId,
    });
    expect(signedIn.body.status).toBe(1);
    const [fanRow] = await server.database.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.uuid, login.uuid));
    expect((await rowOf())?.userId).toBe(fanRow!.id);
  });
});

describe('user/changePassword', () => {
  it('refuses a new password equal to the current one, in the caller language, keeping the sessions', async () => {
    const account = await signUp(server);
    const other = await logIn(server, account.account, account.password);
    const same = {
      token: account.login.token,
      old_password: account.password,
      new_password: account.password,
      new_password_confirm: account.password,
    };
    expect((await server.call('user/changePassword', same)).body).toEqual({
      status: 0,
      msg: 'The new password must be different from the current one.',
      data: null,
    });
    expect((await server.call('user/changePassword', same, { language: 'de' })).body.msg).toBe(
      'Das neue Passwort muss sich vom aktuellen unterscheiden.',
    );
    const stillIn = await server.call('user/getUserInfo', { token: other.token });
    expect(stillIn.body.status).toBe(1);

    const changed = await server.call('user/changePassword', {
      ...same,
      new_password: `${account.password}2`,
      new_password_confirm: `${account.password}2`,
    });
    expect(changed.body).toEqual({ status: 1, msg: '', data: {} });
  });
});
