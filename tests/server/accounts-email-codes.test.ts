import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema } from '../../src/contract/entities-account.ts';
import { userInfoSchema } from '../../src/contract/entities-account.ts';
import { emailCodes } from '../../server/db/schema.ts';
import { DEMO_FANS } from '../../server/seed/demo-accounts.ts';
import { freshAddress, signUp } from './helpers/accounts.ts';
import { RecordingMailer } from './helpers/recording-mailer.ts';
import { startTestServer, type CallOptions, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
const mailer = new RecordingMailer();
const MINUTE = 60 * 1000;

beforeAll(async () => {
  server = await startTestServer({ mailer });
});
afterAll(async () => {
  await server?.close();
});

async function sendCode(email: string, type?: 4 | 5, options: CallOptions = {}) {
  const payload = type === undefined ? { email } : { email, type };
  return (await server.call('account/sendEmailCode', payload, { address: freshAddress(), ...options })).body;
}

async function loginByEmail(email: string, code: string, options: CallOptions = {}) {
  return (await server.call('account/loginByEmail', { email, code }, { address: freshAddress(), ...options }))
    .body;
}

/** A sign-in code for a new account's email, read from the mail the server sent. */
async function accountWithCode() {
  const account = await signUp(server);
  const sent = await sendCode(account.email);
  expect(sent).toMatchObject({ status: 1, data: { resend_after: 60 } });
  return { ...account, code: mailer.lastCodeTo(account.email) };
}

describe('account/sendEmailCode and account/loginByEmail', () => {
  it('mails a 6-digit sign-in code (type 5 by default) in the caller language and signs in with it once', async () => {
    const fan = DEMO_FANS[1]!;
    const sent = await sendCode(fan.email.toUpperCase(), undefined, { language: 'es' });
    expect(sent).toEqual({ status: 1, msg: '', data: { resend_after: 60 } });
    const mail = mailer.sent.at(-1)!;
    expect(mail).toMatchObject({
      to: fan.email,
      locale: 'es',
      template: 'emailCode',
      values: { minutes: 10, purpose: 5 },
    });
    expect(mail.values.code).toMatch(/^\d{6}$/);

    const login = await loginByEmail(fan.email, mail.values.code);
    expect(login.status).toBe(1);
    expect(loginResultSchema.parse(login.data)).toMatchObject({ username: 'fanlucia', role: 2 });

    const again = await loginByEmail(fan.email, mail.values.code);
    expect(again).toMatchObject({
      status: 0,
      msg: 'There is no valid code for this email. Please request a new one.',
    });
  });

  it('stores only a hash of the code', async () => {
    const { email, code } = await accountWithCode();
    const rows = await server.database.handle.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
  });

  it('marks the email verified when a code signs the user in', async () => {
    const { email, code } = await accountWithCode();
    const login = loginResultSchema.parse((await loginByEmail(email, code)).data);
    const info = await server.call('user/getUserInfo', { token: login.token });
    expect(userInfoSchema.parse(info.body.data).email_validation).toBe(1);
  });

  it('counts 5 tries per code: after 5 wrong codes the right one is refused too', async () => {
    const { email, code } = await accountWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const address = freshAddress();
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await loginByEmail(email, wrong, { address })).msg);
    expect(answers).toEqual([
      'The code is incorrect. 4 tries left.',
      'The code is incorrect. 3 tries left.',
      'The code is incorrect. 2 tries left.',
      'The code is incorrect. 1 try left.',
      'The code is incorrect. Please request a new code.',
    ]);
    const sixth = await loginByEmail(email, code, { address });
    expect(sixth).toMatchObject({
      status: 0,
      msg: 'This code was tried too many times. Please request a new one.',
    });
  });

  it('accepts a code for 10 minutes and refuses it after', async () => {
    const early = await accountWithCode();
    server.clock.advance(10 * MINUTE - 1000);
    expect((await loginByEmail(early.email, early.code)).status).toBe(1);

    const late = await accountWithCode();
    server.clock.advance(10 * MINUTE);
    expect(await loginByEmail(late.email, late.code)).toMatchObject({
      status: 0,
      msg: 'This code has expired. Please request a new one.',
    });
  });

  it('sends no second mail within 60 s, answering the seconds left, then sends one that ends the older code', async () => {
    const { email, code: first } = await accountWithCode();
    const mailsTo = () => mailer.sent.filter((mail) => mail.to === email).length;
    expect(mailsTo()).toBe(1);

    server.clock.advance(15 * 1000);
    expect(await sendCode(email)).toEqual({ status: 1, msg: '', data: { resend_after: 45 } });
    server.clock.advance(44 * 1000);
    expect(await sendCode(email, 5, { language: 'de' })).toEqual({
      status: 1,
      msg: '',
      data: { resend_after: 1 },
    });
    expect(mailsTo()).toBe(1);

    server.clock.advance(1000);
    expect(await sendCode(email)).toEqual({ status: 1, msg: '', data: { resend_after: 60 } });
    expect(mailsTo()).toBe(2);
    const second = mailer.lastCodeTo(email);

    if (first !== second) expect((await loginByEmail(email, first)).status).toBe(0);
    expect((await loginByEmail(email, second)).status).toBe(1);
  });

  it('keeps the code already sent valid when a second request comes within 60 s', async () => {
    const { email, code } = await accountWithCode();
    server.clock.advance(30 * 1000);
    expect((await sendCode(email)).data).toEqual({ resend_after: 30 });
    expect((await loginByEmail(email, code)).status).toBe(1);
  });

  it('refuses a sign-in code for an email no account uses', async () => {
    expect(await sendCode('nobody-at-all@example.org')).toMatchObject({
      status: 0,
      msg: 'No account uses this email. Please sign up first.',
    });
  });

  it('refuses a code that is not exactly 6 characters, naming the rule', async () => {
    const body = await loginByEmail(DEMO_FANS[0]!.email, '12345');
    expect(body.msg).toBe('The code must be exactly 6 characters long.');
  });

  it('answers "could not send" when the mail fails, leaving no code behind and no wait', async () => {
    const account = await signUp(server);
    mailer.failing = true;
    try {
      expect(await sendCode(account.email)).toMatchObject({
        status: 0,
        msg: 'We could not send the email right now. Please try again in a few minutes.',
      });
    } finally {
      mailer.failing = false;
    }
    const rows = await server.database.handle.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.email, account.email));
    expect(rows).toEqual([]);
    expect((await sendCode(account.email)).status).toBe(1);
    expect((await loginByEmail(account.email, mailer.lastCodeTo(account.email))).status).toBe(1);
  });
});

describe('old codes', () => {
  const HOUR = 60 * MINUTE;
  const rowsFor = async (email: string) =>
    (
      await server.database.handle.db
        .select({ id: emailCodes.id })
        .from(emailCodes)
        .where(eq(emailCodes.email, email))
    ).length;

  it('keeps a code a day past its expiry, so it still answers "expired", then deletes it, used or not, when the next code is sent', async () => {
    const unused = await accountWithCode();
    const used = await accountWithCode();
    expect((await loginByEmail(used.email, used.code)).status).toBe(1);
    expect(await rowsFor(unused.email)).toBe(1);
    expect(await rowsFor(used.email)).toBe(1);

    // 23 hours after they expired, someone else's code does not remove them.
    server.clock.advance(10 * MINUTE + 23 * HOUR);
    await accountWithCode();
    expect(await rowsFor(unused.email)).toBe(1);
    expect(await loginByEmail(unused.email, unused.code)).toMatchObject({
      status: 0,
      msg: 'This code has expired. Please request a new one.',
    });

    // More than a day after they expired, the next code sent anywhere removes both.
    server.clock.advance(HOUR + 1000);
    await accountWithCode();
    expect(await rowsFor(unused.email)).toBe(0);
    expect(await rowsFor(used.email)).toBe(0);
    expect(await loginByEmail(unused.email, unused.code)).toMatchObject({
      status: 0,
      msg: 'There is no valid code for this email. Please request a new one.',
    });
  });
});

describe('email update: sendEmailCode type 4 and account/validationEmail', () => {
  it('asks a visitor to log in', async () => {
    expect(await sendCode('new-address@example.org', 4)).toMatchObject({
      status: 0,
      msg: 'Please log in to continue.',
    });
  });

  it('refuses an email another account uses', async () => {
    const { login } = await signUp(server);
    const { body } = await server.call('account/sendEmailCode', {
      email: DEMO_FANS[0]!.email.toUpperCase(),
      type: 4,
      token: login.token,
    });
    expect(body).toMatchObject({ status: 0, msg: 'This email is already used by another account.' });
  });

  it('confirms a new email with its code: the email changes and email_validation becomes 1', async () => {
    const { login } = await signUp(server);
    const newEmail = `moved${Date.now()}@example.org`;
    const sent = await server.call(
      'account/sendEmailCode',
      { email: newEmail, type: 4, token: login.token },
      { address: freshAddress() },
    );
    expect(sent.body.status).toBe(1);
    expect(mailer.sent.at(-1)).toMatchObject({ to: newEmail, values: { purpose: 4 } });
    const code = mailer.lastCodeTo(newEmail);

    // A type 4 code confirms an email; it does not sign anyone in.
    expect((await loginByEmail(newEmail, code)).status).toBe(0);

    const confirmed = await server.call('account/validationEmail', {
      email: newEmail,
      code,
      token: login.token,
    });
    expect(confirmed.body).toEqual({ status: 1, msg: '', data: { email: newEmail, email_validation: 1 } });
    const info = userInfoSchema.parse(
      (await server.call('user/getUserInfo', { token: login.token })).body.data,
    );
    expect(info).toMatchObject({ email: newEmail, email_validation: 1 });
  });

  it('does not let another user confirm the email with the code', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const newEmail = `claimed${Date.now()}@example.org`;
    await server.call(
      'account/sendEmailCode',
      { email: newEmail, type: 4, token: owner.login.token },
      { address: freshAddress() },
    );
    const code = mailer.lastCodeTo(newEmail);
    const stolen = await server.call('account/validationEmail', {
      email: newEmail,
      code,
      token: other.login.token,
    });
    expect(stolen.body.status).toBe(0);
  });
});
