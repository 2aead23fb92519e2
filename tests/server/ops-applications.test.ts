/**
 * The console's creator applications queue (issue 23) through real HTTP: who may work it
 * (reviewer, admin), the list pending first and oldest first, one application with its two
 * photos behind URLs bound to the operator's session (refused to anyone else, after 5 minutes,
 * never cached, every view recorded), and the decision: approve makes a creator, reject keeps
 * the reason the applicant reads and lets them apply again; each audited and mailed.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import type { OpsApplication } from '../../src/contract/calls/ops-applications.ts';
import { userInfoSchema } from '../../src/contract/entities-account.ts';
import { DEVELOPMENT_KEYS } from '../../src/contract/envelope.ts';
import type { OperatorRole } from '../../src/contract/operators.ts';
import { operatorActions, users } from '../../server/db/schema.ts';
import { loadServerMessages } from '../../server/i18n/messages.ts';
import { renderMail } from '../../server/mail/render-mail.ts';
import { createStorage } from '../../server/media/create-storage.ts';
import { uploadSign } from '../../server/modules/uploads/uploads.service.ts';
import { seedCreatorApplications } from '../../server/seed/creator-applications.ts';
import { signUp } from './helpers/accounts.ts';
import { signInTestOperator, type OperatorClient } from './helpers/operators.ts';
import { RecordingMailer } from './helpers/recording-mailer.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let reviewer: OperatorClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { CREATOR_REVIEW_MODE: 'manual' } });
  reviewer = await signInTestOperator(server, 'reviewer');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.handle.db;
const mailer = () => server.mailer as RecordingMailer;
const text = (id: keyof typeof serverEnglish) => serverEnglish[id];

const photo = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

async function uploadDocument(token: string, bytes: Buffer, name: string): Promise<string> {
  const timestamp = String(Math.floor(server.clock.now().getTime() / 1000));
  const form = new FormData();
  form.set('timestamp', timestamp);
  form.set('sign', uploadSign(timestamp, token, DEVELOPMENT_KEYS));
  form.set('cover', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${server.baseUrl}/api/upload/document`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = (await response.json()) as { code: number; msg: string };
  expect(answer.code).toBe(1);
  return answer.msg;
}

/** A new member who applied (manual review): their account, token and application id. */
async function applicant(country = 'FR') {
  const account = await signUp(server);
  const token = account.login.token;
  const idRef = await uploadDocument(token, await photo('#336699'), 'id.jpg');
  const faceRef = await uploadDocument(token, await photo('#cc9966'), 'face.jpg');
  const { body } = await server.call('user/applyCreator', {
    token,
    country,
    identify: 2,
    url: `${idRef},${faceRef}`,
  });
  expect(body).toMatchObject({ status: 1, data: { auth_status: 1 } });
  const { list } = await pendingList();
  const mine = list.find((item) => item.applicant.username === account.account);
  return { ...account, token, id: mine!.id };
}

async function pendingList(payload: Record<string, unknown> = { status: 'pending', limit: 50 }) {
  const { body } = await reviewer.call('ops/applications', payload);
  expect(body.status).toBe(1);
  return body.data as { list: OpsApplication[]; total: number; pending: number };
}

async function userInfo(token: string) {
  const { body } = await server.call('user/getUserInfo', { token });
  return userInfoSchema.parse(body.data);
}

const auditRowsOf = (action: string, id: number) =>
  db()
    .select()
    .from(operatorActions)
    .where(and(eq(operatorActions.action, action), eq(operatorActions.targetId, String(id))));

async function documentsOf(operator: OperatorClient, id: number) {
  const { body } = await operator.call('ops/application', { id });
  expect(body.status).toBe(1);
  return body.data as {
    application: OpsApplication;
    documents: { id: string; face: string; expires_at: number };
  };
}

describe('who works the applications queue', () => {
  it.each<[OperatorRole, boolean]>([
    ['reviewer', true],
    ['admin', true],
    ['moderator', false],
    ['finance', false],
  ])('%s may work it: %s', async (role, allowed) => {
    const operator = await signInTestOperator(server, role);
    for (const [path, payload] of [
      ['ops/applications', {}],
      ['ops/application', { id: 1 }],
      ['ops/decideApplication', { id: 1, decision: 'approve' }],
    ] as const) {
      const { body } = await operator.call(path, payload);
      if (allowed) expect(body.msg, path).not.toBe(text('server.ops.roleRefused'));
      else expect(body, path).toMatchObject({ status: 0, msg: text('server.ops.roleRefused') });
    }
  });

  it('refuses a visitor and a member: the operator cookie is the only way in', async () => {
    const member = await signUp(server);
    for (const payload of [{}, { token: member.login.token }]) {
      const { body } = await server.call('ops/applications', payload);
      expect(body).toMatchObject({ status: 0, msg: text('server.ops.signInRequired') });
    }
  });
});

describe('the queue', () => {
  it('lists pending applications oldest first, with the applicant, country, document and waiting time', async () => {
    const first = await applicant('FR');
    server.clock.advance(60_000);
    const second = await applicant('BR');
    const { list, pending } = await pendingList();
    const ids = list.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(pending).toBeGreaterThanOrEqual(2);
    const row = list.find((item) => item.id === first.id)!;
    expect(row).toMatchObject({
      status: 'pending',
      applicant: { username: first.account, email: first.email },
      country: 'FR',
      document_type: 2,
      decided_at: null,
      reason: '',
    });
    expect(row.waiting_seconds).toBeGreaterThanOrEqual(60);
  });

  it('filters by status and puts pending before decided ones', async () => {
    const decided = await applicant();
    await reviewer.call('ops/decideApplication', { id: decided.id, decision: 'reject', reason: 'Blurred.' });
    const waiting = await applicant();
    const rejected = await pendingList({ status: 'rejected', limit: 50 });
    expect(rejected.list.map((item) => item.id)).toContain(decided.id);
    expect(rejected.list.every((item) => item.status === 'rejected')).toBe(true);
    const all = (await pendingList({ limit: 50 })).list.map((item) => item.id);
    expect(all.indexOf(waiting.id)).toBeLessThan(all.indexOf(decided.id));
  });

  it('answers an unknown application as not found', async () => {
    const { body } = await reviewer.call('ops/application', { id: 999_999 });
    expect(body).toMatchObject({ status: 0, msg: text('server.ops.applicationNotFound') });
  });
});

describe('the identity photos', () => {
  it('serves both to the reviewer in the same session, never cached, and records each view', async () => {
    const applied = await applicant();
    const { application, documents } = await documentsOf(reviewer, applied.id);
    expect(application.id).toBe(applied.id);
    expect(documents.expires_at - Math.floor(server.clock.now().getTime() / 1000)).toBeLessThanOrEqual(300);
    for (const url of [documents.id, documents.face, documents.id]) {
      const seen = await fetch(`${server.baseUrl}${url}`, { headers: reviewer.headers });
      expect(seen.status).toBe(200);
      expect(seen.headers.get('content-type')).toMatch(/^image\//);
      expect(seen.headers.get('cache-control')).toBe('no-store, private');
      expect(seen.headers.get('x-content-type-options')).toBe('nosniff');
      expect(seen.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect((await seen.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    const views = await auditRowsOf('document.view', applied.id);
    expect(views).toHaveLength(3);
    expect(views.map((row) => row.details)).toEqual([
      { document: 'id' },
      { document: 'face' },
      { document: 'id' },
    ]);
    expect(views[0]).toMatchObject({
      operatorEmail: reviewer.email,
      role: 'reviewer',
      targetType: 'application',
    });
  });

  it('refuses a moderator, another session, a member, a copied URL and a changed one', async () => {
    const applied = await applicant();
    const { documents } = await documentsOf(reviewer, applied.id);
    const url = `${server.baseUrl}${documents.id}`;
    const moderator = await signInTestOperator(server, 'moderator');
    const otherReviewer = await signInTestOperator(server, 'reviewer');
    expect((await fetch(url, { headers: moderator.headers })).status).toBe(403);
    expect((await fetch(url, { headers: otherReviewer.headers })).status).toBe(403);
    expect((await fetch(url)).status).toBe(403);
    expect(
      (
        await fetch(url, {
          headers: { authorization: `Bearer ${applied.token}`, ...reviewer.headers, cookie: '' },
        })
      ).status,
    ).toBe(403);
    // The same cookie from another browser is no session.
    expect((await fetch(url, { headers: { ...reviewer.headers, 'user-agent': 'curl/8' } })).status).toBe(403);
    // The signature covers the application and the photo: neither can be swapped.
    expect((await fetch(url.replace('/id?', '/face?'), { headers: reviewer.headers })).status).toBe(403);
    // Nor is it a URL of the generic operator file route.
    expect(
      (await fetch(url.replace('/ops-documents/', '/ops-files/'), { headers: reviewer.headers })).status,
    ).not.toBe(200);
    expect(await auditRowsOf('document.view', applied.id)).toHaveLength(0);
    // A moderator cannot obtain URLs of their own either.
    const { body } = await moderator.call('ops/application', { id: applied.id });
    expect(body).toMatchObject({ status: 0, msg: text('server.ops.roleRefused') });
  });

  it('stops working after 5 minutes: the page asks for fresh URLs', async () => {
    const applied = await applicant();
    const { documents } = await documentsOf(reviewer, applied.id);
    server.clock.advance(5 * 60_000 + 1000);
    expect((await fetch(`${server.baseUrl}${documents.face}`, { headers: reviewer.headers })).status).toBe(
      403,
    );
    const fresh = await documentsOf(reviewer, applied.id);
    expect(
      (await fetch(`${server.baseUrl}${fresh.documents.face}`, { headers: reviewer.headers })).status,
    ).toBe(200);
  });
});

describe('the decision', () => {
  it('approves: the applicant is a creator, told by mail in their language, and it is audited', async () => {
    const applied = await applicant();
    await db().update(users).set({ locale: 'de' }).where(eq(users.username, applied.account));
    const { body } = await reviewer.call('ops/decideApplication', { id: applied.id, decision: 'approve' });
    expect(body.status).toBe(1);
    expect((body.data as { application: OpsApplication }).application).toMatchObject({
      status: 'approved',
      reason: '',
    });
    const info = await userInfo(applied.token);
    expect(info.auth_status).toBe(2);
    const [account] = await db()
      .select({ role: users.role })
      .from(users)
      .where(eq(users.username, applied.account));
    expect(account?.role).toBe(3);
    const mail = mailer().all.findLast((message) => message.to === applied.email.toLowerCase());
    expect(mail).toMatchObject({ template: 'creatorApproved', locale: 'de' });
    const [audit] = await auditRowsOf('application.approve', applied.id);
    expect(audit).toMatchObject({
      operatorEmail: reviewer.email,
      role: 'reviewer',
      targetType: 'application',
    });

    const again = await reviewer.call('ops/decideApplication', {
      id: applied.id,
      decision: 'reject',
      reason: 'x',
    });
    expect(again.body).toMatchObject({ status: 0, msg: text('server.ops.applicationDecided') });
  });

  it('refuses a rejection without a reason, and one past 500 characters', async () => {
    const applied = await applicant();
    for (const reason of [undefined, '   ', 'x'.repeat(501)]) {
      const { body } = await reviewer.call('ops/decideApplication', {
        id: applied.id,
        decision: 'reject',
        ...(reason === undefined ? {} : { reason }),
      });
      expect(body.status).toBe(0);
    }
    expect((await userInfo(applied.token)).auth_status).toBe(1);
  });

  it('rejects with the reason the applicant reads in the mine area and by mail; they may apply again', async () => {
    const applied = await applicant();
    const reason = 'The photo of the ID card is blurred: please take it again in daylight.';
    const { body } = await reviewer.call('ops/decideApplication', {
      id: applied.id,
      decision: 'reject',
      reason,
    });
    expect(body.status).toBe(1);
    const info = await userInfo(applied.token);
    expect(info.auth_status).toBe(0);
    expect(info.creator_review_note).toBe(reason);
    const mail = mailer().all.findLast((message) => message.to === applied.email.toLowerCase());
    expect(mail).toMatchObject({ template: 'creatorRejected', values: { reason } });
    const [audit] = await auditRowsOf('application.reject', applied.id);
    expect(audit).toMatchObject({ reason, targetType: 'application' });

    // A new application is accepted and waits again.
    const idRef = await uploadDocument(applied.token, await photo('#224466'), 'id2.jpg');
    const faceRef = await uploadDocument(applied.token, await photo('#aa7755'), 'face2.jpg');
    const retry = await server.call('user/applyCreator', {
      token: applied.token,
      country: 'FR',
      identify: 1,
      url: `${idRef},${faceRef}`,
    });
    expect(retry.body).toMatchObject({ status: 1, data: { auth_status: 1 } });
  });

  it('keeps the decision when the mail cannot be sent', async () => {
    const applied = await applicant();
    mailer().failing = true;
    try {
      const { body } = await reviewer.call('ops/decideApplication', { id: applied.id, decision: 'approve' });
      expect(body.status).toBe(1);
    } finally {
      mailer().failing = false;
    }
    expect((await userInfo(applied.token)).auth_status).toBe(2);
  });

  it('lets an admin decide too', async () => {
    const admin = await signInTestOperator(server, 'admin');
    const applied = await applicant();
    const { body } = await admin.call('ops/decideApplication', { id: applied.id, decision: 'approve' });
    expect(body.status).toBe(1);
    const [audit] = await auditRowsOf('application.approve', applied.id);
    expect(audit).toMatchObject({ operatorEmail: admin.email, role: 'admin' });
  });
});

describe('the applicant’s mail', () => {
  it('words the refusal in their language, the reviewer’s reason quoted as typed', () => {
    const mail = renderMail(loadServerMessages(), {
      to: 'applicant@example.com',
      locale: 'fr',
      template: 'creatorRejected',
      values: { nickname: 'Aiko', reason: 'Photo <floue>\nReprenez-la.' },
    });
    expect(mail.subject).toBe('Votre demande de créateur n’a pas été approuvée');
    expect(mail.text).toContain('Bonjour Aiko');
    expect(mail.text).toContain('Photo <floue>\nReprenez-la.');
    expect(mail.html).toContain('Photo &lt;floue&gt;');
  });

  it('says an approval in Arabic, right to left', () => {
    const mail = renderMail(loadServerMessages(), {
      to: 'applicant@example.com',
      locale: 'ar',
      template: 'creatorApproved',
      values: { nickname: 'كريم' },
    });
    expect(mail.subject).toBe('أصبحت الآن صانع محتوى على FanVault');
    expect(mail.html).toContain('dir="rtl"');
  });
});

describe('the demo seed', () => {
  it('leaves two applications waiting, with photos a reviewer can open, and one refused before', async () => {
    await seedCreatorApplications(
      db(),
      { config: server.config, storage: createStorage(server.config) },
      server.clock.now(),
    );
    const { list } = await pendingList();
    const seeded = list.filter((item) => ['aikosketches', 'karimcooks'].includes(item.applicant.username));
    expect(seeded.map((item) => item.applicant.username)).toEqual(['aikosketches', 'karimcooks']);
    const { documents } = await documentsOf(reviewer, seeded[0]!.id);
    const seen = await fetch(`${server.baseUrl}${documents.face}`, { headers: reviewer.headers });
    expect(seen.status).toBe(200);
    const refused = await pendingList({ status: 'rejected', limit: 50 });
    expect(refused.list.find((item) => item.applicant.username === 'aikosketches')?.reason).toMatch(
      /blurred/,
    );
  });
});
