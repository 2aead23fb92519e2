/**
 * The console's feedback inbox (issue 23) through real HTTP: who may work it (moderator, admin),
 * the list of new and handled feedback newest first, one opened with its images behind URLs
 * bound to the operator's session, a reply mailed in the sender's language that marks it handled,
 * marking handled without a reply, and the audit row each writes.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import type { OperatorRole } from '../../src/contract/operators.ts';
import { feedback, operatorActions } from '../../server/db/schema.ts';
import { loadServerMessages } from '../../server/i18n/messages.ts';
import { listOutbox } from '../../server/mail/outbox.ts';
import { renderMail } from '../../server/mail/render-mail.ts';
import { createStorage } from '../../server/media/create-storage.ts';
import { OPERATOR_FILE_MINUTES } from '../../server/modules/operations/operator-files.ts';
import { signInTestOperator, type OperatorClient } from './helpers/operators.ts';
import { RecordingMailer } from './helpers/recording-mailer.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let moderator: OperatorClient;
let admin: OperatorClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  moderator = await signInTestOperator(server, 'moderator');
  admin = await signInTestOperator(server, 'admin');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.handle.db;
const mailer = () => server.mailer as RecordingMailer;
const text = (id: keyof typeof serverEnglish) => serverEnglish[id];

/** A feedback as user/feedback stores it, `minutesAgo` before now, with stored images. */
async function storedFeedback(
  fields: { content?: string; email?: string; locale?: string; images?: number; minutesAgo?: number } = {},
) {
  const storage = createStorage(server.config);
  const attachments: string[] = [];
  for (let i = 0; i < (fields.images ?? 0); i++) {
    const key = `documents/feedback/${crypto.randomUUID()}-original.png`;
    await storage.put(
      key,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    );
    attachments.push(key);
  }
  const [row] = await db()
    .insert(feedback)
    .values({
      type: 1,
      content: fields.content ?? `The player stops ${crypto.randomUUID()}`,
      email: fields.email ?? 'sender@example.com',
      locale: fields.locale ?? 'en',
      attachments,
      createdAt: new Date(server.clock.now().getTime() - (fields.minutesAgo ?? 0) * 60_000),
    })
    .returning({ id: feedback.id });
  return row!.id;
}

const auditRowsOf = (action: string, id: number) =>
  db()
    .select()
    .from(operatorActions)
    .where(and(eq(operatorActions.action, action), eq(operatorActions.targetId, String(id))));

describe('who works the feedback inbox', () => {
  it.each<[OperatorRole, boolean]>([
    ['moderator', true],
    ['admin', true],
    ['reviewer', false],
    ['finance', false],
  ])('%s may open it: %s', async (role, allowed) => {
    const operator = await signInTestOperator(server, role);
    for (const [path, payload] of [
      ['ops/feedback', {}],
      ['ops/feedbackItem', { id: 1 }],
      ['ops/replyFeedback', { id: 1, message: 'Hello' }],
      ['ops/markFeedbackHandled', { id: 1 }],
    ] as const) {
      const { body } = await operator.call(path, payload);
      if (allowed) expect(body.msg, path).not.toBe(text('server.ops.roleRefused'));
      else expect(body, path).toMatchObject({ status: 0, msg: text('server.ops.roleRefused') });
    }
  });

  it('refuses a member or a visitor: the operator cookie is the only way in', async () => {
    const { body } = await server.call('ops/feedback', {});
    expect(body).toMatchObject({ status: 0, msg: text('server.ops.signInRequired') });
  });
});

describe('the inbox', () => {
  it('lists new feedback newest first, with who sent it and how many images', async () => {
    const older = await storedFeedback({ minutesAgo: 30, images: 2, locale: 'ar' });
    const newer = await storedFeedback({ minutesAgo: 1 });
    const { body } = await moderator.call('ops/feedback', { limit: 50 });
    expect(body.status).toBe(1);
    const list = (body.data as { list: { id: number }[] }).list;
    const ids = list.map((item) => item.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.find((item) => item.id === older)).toMatchObject({
      type: 1,
      email: 'sender@example.com',
      locale: 'ar',
      username: null,
      attachmentCount: 2,
      status: 'new',
      handledAt: null,
    });
  });

  it('opens one with its images, each only for the session it was made for', async () => {
    const id = await storedFeedback({ images: 1, content: 'مرحبا، الصورة لا تظهر' });
    const { body } = await moderator.call('ops/feedbackItem', { id });
    const item = body.data as { content: string; attachments: string[] };
    expect(item.content).toBe('مرحبا، الصورة لا تظهر');
    expect(item.attachments).toHaveLength(1);
    const url = `${server.baseUrl}${item.attachments[0]}`;

    const seen = await fetch(url, { headers: moderator.headers });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    expect(seen.headers.get('cache-control')).toBe('no-store');

    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(url, { headers: admin.headers })).status).toBe(403);
    // Another first character, whatever it was (replaced by a fixed 'A', one signature in 64 stayed whole).
    const tampered = url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect((await fetch(tampered, { headers: moderator.headers })).status).toBe(403);

    server.clock.advance(OPERATOR_FILE_MINUTES * 60_000 + 1000);
    expect((await fetch(url, { headers: moderator.headers })).status).toBe(403);
  });

  it('answers an unknown feedback with its own refusal', async () => {
    const { body } = await moderator.call('ops/feedbackItem', { id: 999_999 });
    expect(body).toMatchObject({ status: 0, msg: text('server.ops.feedbackNotFound') });
  });
});

describe('answering', () => {
  it('mails the reply as typed in the sender’s language, marks it handled and records it', async () => {
    const id = await storedFeedback({ email: 'fan@example.com', locale: 'fr' });
    const message = 'Bonjour,\nc’est corrigé.\n\n— L’équipe';
    const { body } = await moderator.call('ops/replyFeedback', { id, message });
    expect(body).toMatchObject({ status: 1 });
    expect(mailer().all.at(-1)).toEqual({
      to: 'fan@example.com',
      locale: 'fr',
      template: 'feedbackReply',
      values: { message },
    });
    const [row] = await db().select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ status: 'handled' });
    expect(row!.handledAt).not.toBeNull();
    const audit = await auditRowsOf('feedback.reply', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorEmail: moderator.email,
      role: 'moderator',
      targetType: 'feedback',
    });

    const { body: handled } = await moderator.call('ops/feedback', { status: 'handled', limit: 50 });
    expect((handled.data as { list: { id: number }[] }).list.map((item) => item.id)).toContain(id);
  });

  it('refuses an empty reply or one past 5000 characters', async () => {
    const id = await storedFeedback();
    for (const message of [' \n ', 'x'.repeat(5001)]) {
      const { body } = await moderator.call('ops/replyFeedback', { id, message });
      expect(body.status).toBe(0);
    }
    const [row] = await db().select().from(feedback).where(eq(feedback.id, id));
    expect(row!.status).toBe('new');
  });

  it('marks nothing and records nothing when the mail cannot be sent', async () => {
    const id = await storedFeedback();
    mailer().failing = true;
    try {
      const { body } = await moderator.call('ops/replyFeedback', { id, message: 'Fixed.' });
      expect(body).toMatchObject({ status: 0, msg: text('server.error.mailUnavailable') });
    } finally {
      mailer().failing = false;
    }
    const [row] = await db().select().from(feedback).where(eq(feedback.id, id));
    expect(row!.status).toBe('new');
    expect(await auditRowsOf('feedback.reply', id)).toHaveLength(0);
  });
});

describe('marking handled', () => {
  it('marks a new feedback handled once, and records it', async () => {
    const id = await storedFeedback();
    expect((await admin.call('ops/markFeedbackHandled', { id })).body).toMatchObject({ status: 1 });
    expect((await moderator.call('ops/markFeedbackHandled', { id })).body).toMatchObject({
      status: 0,
      msg: text('server.ops.feedbackHandled'),
    });
    const audit = await auditRowsOf('feedback.handle', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operatorEmail: admin.email, role: 'admin' });
  });
});

describe('the reply mail', () => {
  it('frames the operator’s words in the sender’s language, line breaks kept, escaped', () => {
    const mail = renderMail(loadServerMessages(), {
      to: 'fan@example.com',
      locale: 'ar',
      template: 'feedbackReply',
      values: { message: 'Hello <b>there</b>\nSecond line' },
    });
    expect(mail.subject).toBe('رد على ملاحظاتك');
    expect(mail.text).toContain('Hello <b>there</b>\nSecond line');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toMatch(/<blockquote dir="auto"[^>]*white-space:pre-wrap">Hello &lt;b&gt;there/);
  });

  it('goes through the configured mailer too (the development outbox)', async () => {
    const own = await startTestServer({ seed: false, configuredMailer: true });
    try {
      const operator = await signInTestOperator(own, 'moderator');
      const [row] = await own.database.handle.db
        .insert(feedback)
        .values({
          type: 1,
          content: 'Hi',
          email: 'outbox@example.com',
          locale: 'de',
          createdAt: own.clock.now(),
        })
        .returning({ id: feedback.id });
      const { body } = await operator.call('ops/replyFeedback', { id: row!.id, message: 'Erledigt.' });
      expect(body).toMatchObject({ status: 1 });
      const [mail] = await listOutbox(own.database.handle.db, 'outbox@example.com');
      expect(mail).toMatchObject({ subject: 'Eine Antwort auf dein Feedback' });
      expect(mail!.text).toContain('Erledigt.');
    } finally {
      await own.close();
    }
  }, 60_000);
});
