import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema } from '../../src/contract/entities-account.ts';
import { EMAIL_CODE_TYPE } from '../../src/contract/enums.ts';
import { loadConfig } from '../../server/config.ts';
import { loadServerMessages } from '../../server/i18n/messages.ts';
import { renderMail } from '../../server/mail/render-mail.ts';
import { signUp } from './helpers/accounts.ts';
import { startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const messages = loadServerMessages();

/** The 6-character code in a message body. */
function codeIn(text: string): string {
  const match = /^([A-Za-z0-9]{6})$/m.exec(text);
  if (!match) throw new Error(`no code in:\n${text}`);
  return match[1]!;
}

describe('email code mail', () => {
  it('says the sign-in code, its 10 minutes and what it is for, in English', () => {
    const mail = renderMail(messages, {
      to: 'ann@example.org',
      locale: 'en',
      template: 'emailCode',
      values: { code: 'K7Q2ZP', minutes: 10, purpose: EMAIL_CODE_TYPE.login },
    });
    expect(mail.subject).toBe('Your FanVault login code');
    expect(mail.text).toContain('Use this code to log in to FanVault:');
    expect(codeIn(mail.text)).toBe('K7Q2ZP');
    expect(mail.text).toContain('The code expires in 10 minutes.');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(mail.html).toContain('>K7Q2ZP</p>');
  });

  it('tells a new-email confirmation apart from a sign-in', () => {
    const mail = renderMail(messages, {
      to: 'ann@example.org',
      locale: 'en',
      template: 'emailCode',
      values: { code: '123456', minutes: 10, purpose: EMAIL_CODE_TYPE.updateEmail },
    });
    expect(mail.subject).toBe('Confirm your new email address on FanVault');
    expect(mail.text).toContain('confirm this email address for your FanVault account');
    expect(mail.text).not.toContain('sign in');
  });

  it('renders Arabic right to left with the code kept left to right', () => {
    const mail = renderMail(messages, {
      to: 'ann@example.org',
      locale: 'ar',
      template: 'emailCode',
      values: { code: 'AB12CD', minutes: 10, purpose: EMAIL_CODE_TYPE.login },
    });
    expect(mail.subject).toBe('رمز تسجيل الدخول إلى FanVault');
    expect(mail.text).toContain('تنتهي صلاحية الرمز خلال 10 دقائق.');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toMatch(/<p dir="ltr"[^>]*>AB12CD<\/p>/);
  });

  it('escapes values in the HTML', () => {
    const mail = renderMail(messages, {
      to: 'ann@example.org',
      locale: 'en',
      template: 'emailCode',
      values: { code: '<b>&"', minutes: 10, purpose: EMAIL_CODE_TYPE.login },
    });
    expect(mail.html).toContain('&lt;b&gt;&amp;&quot;');
    expect(mail.html).not.toContain('<b>');
  });
});

describe('mail settings', () => {
  it('keeps mail in the outbox by default and sends from FanVault <no-reply@localhost>', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'FanVault <no-reply@localhost>' });
  });

  it('accepts smtp:// and smtps:// URLs only', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).mail.smtpUrl).toBe(
      'smtps://user:pass@mail.example.com:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
});

describe('development outbox (no SMTP_URL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, configuredMailer: true });
  });
  afterAll(() => server.close());

  it('keeps the code mail, lists it newest first, and the code signs in', async () => {
    const { email } = await signUp(server);
    const other = await signUp(server);
    for (const address of [email, other.email]) {
      const { body } = await server.call('account/sendEmailCode', { email: address });
      expect(body.msg).toBe('');
    }

    const all = await fetch(`${server.baseUrl}/dev/outbox.json`);
    expect(all.headers.get('cache-control')).toBe('no-store');
    const listed = ((await all.json()) as { messages: { to: string; subject: string }[] }).messages;
    expect(listed.map((m) => m.to)).toEqual([other.email, email]);

    const mine = await fetch(
      `${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(email.toUpperCase())}`,
    );
    const [message] = ((await mine.json()) as { messages: { to: string; subject: string; text: string }[] })
      .messages;
    expect(message).toMatchObject({ to: email, subject: 'Your FanVault login code' });

    const { body } = await server.call('account/loginByEmail', { email, code: codeIn(message!.text) });
    expect(body.msg).toBe('');
    expect(loginResultSchema.parse(body.data).token).not.toBe('');
  });

  it('shows the page with recipient, subject, time and text, escaped', async () => {
    const { email } = await signUp(server);
    await server.call('account/sendEmailCode', { email }, { language: 'fr' });
    const page = await fetch(`${server.baseUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(`<strong>${email}</strong>`);
    expect(html).toContain('<h2>Votre code de connexion FanVault</h2>');
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[^"]+">/);
    expect(html).toContain('Utilisez ce code pour vous connecter à FanVault :');
    const escaped = await fetch(`${server.baseUrl}/dev/outbox?to=${encodeURIComponent('<x>@example.org')}`);
    expect(await escaped.text()).toContain('Outbox for &lt;x&gt;@example.org');
  });
});

describe('development outbox beyond this machine', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, configuredMailer: true });
  });
  afterAll(() => server.close());

  it('answers 404 to a request a proxy relayed, as if it did not exist', async () => {
    const relayed: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.9' },
      { Forwarded: 'for=203.0.113.9' },
    ];
    for (const headers of relayed) {
      expect((await fetch(`${server.baseUrl}/dev/outbox`, { headers })).status).toBe(404);
      expect((await fetch(`${server.baseUrl}/dev/outbox.json`, { headers })).status).toBe(404);
    }
    expect((await fetch(`${server.baseUrl}/dev/outbox.json`)).status).toBe(200);
  });
});

describe('development outbox in production', () => {
  it('does not exist', async () => {
    const server = await startTestServer({
      seed: false,
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    });
    try {
      expect((await fetch(`${server.baseUrl}/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${server.baseUrl}/dev/outbox.json`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('mail over SMTP (SMTP_URL)', () => {
  let smtp: SmtpTestServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startTestServer({
      seed: false,
      configuredMailer: true,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'FanVault <codes@fanvault.test>' },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it('delivers the sign-in code in the reader language, and the code from the inbox signs in', async () => {
    const { email, login } = await signUp(server);
    const { body } = await server.call('account/sendEmailCode', { email }, { language: 'ar' });
    expect(body).toMatchObject({ status: 1, data: { resend_after: 60 } });

    const mail = await smtp.lastTo(email);
    expect(mail.from?.value).toEqual([{ name: 'FanVault', address: 'codes@fanvault.test' }]);
    expect(mail.subject).toBe('رمز تسجيل الدخول إلى FanVault');
    expect(mail.html).toContain('dir="rtl"');
    const code = codeIn(mail.text ?? '');

    const signedIn = await server.call('account/loginByEmail', { email, code });
    expect(signedIn.body.msg).toBe('');
    expect(loginResultSchema.parse(signedIn.body.data).uuid).toBe(login.uuid);
    // Nothing went to the outbox: SMTP is the only way out.
    const outbox = await fetch(`${server.baseUrl}/dev/outbox.json`);
    expect(((await outbox.json()) as { messages: unknown[] }).messages).toEqual([]);
  });

  it('answers a translated error, not a 500, while the SMTP server is down, and a retry works once it is back', async () => {
    const { email } = await signUp(server);
    await smtp.stop();
    try {
      const down = await server.call('account/sendEmailCode', { email }, { language: 'de' });
      expect(down.httpStatus).toBe(200);
      expect(down.body).toMatchObject({
        status: 0,
        msg: 'Die E-Mail konnte gerade nicht gesendet werden. Bitte versuche es in ein paar Minuten erneut.',
      });
    } finally {
      await smtp.restart();
    }

    const retry = await server.call('account/sendEmailCode', { email });
    expect(retry.body.msg).toBe('');
    const code = codeIn((await smtp.lastTo(email)).text ?? '');
    const signedIn = await server.call('account/loginByEmail', { email, code });
    expect(signedIn.body.status).toBe(1);
  });
});
