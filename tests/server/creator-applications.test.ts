/**
 * Applying to become a creator, through real HTTP: the documents upload (private, checked like
 * any image, answered with a meaningless reference), user/applyCreator's rules, auto and manual
 * review, the operator's approve-creator / reject-creator, and documents never served by media routes.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '../../src/contract/entities-account.ts';
import { DEVELOPMENT_KEYS } from '../../src/contract/envelope.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { creatorApplications, creatorDocuments } from '../../server/db/schema.ts';
import {
  approveCreator,
  rejectCreator,
} from '../../server/modules/creator-applications/creator-applications.service.ts';
import { uploadSign } from '../../server/modules/uploads/uploads.service.ts';
import { parseOpsCommand } from '../../server/ops/review.ts';
import { signUp } from './helpers/accounts.ts';
import { runOpsCommands } from './helpers/ops-command.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let auto: TestServer;
let manual: TestServer;

beforeAll(async () => {
  auto = await startTestServer({ seed: false });
  manual = await startTestServer({ seed: false, env: { CREATOR_REVIEW_MODE: 'manual' } });
}, 60_000);
afterAll(async () => {
  await Promise.all([auto?.close(), manual?.close()]);
});

const photo = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

async function uploadDocument(server: TestServer, token: string, bytes: Buffer, name = 'id.jpg') {
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
  return { status: response.status, ...((await response.json()) as { code: number; msg: string }) };
}

/** A new member with an ID photo and a face photo uploaded: their token and the two references. */
async function memberWithDocuments(server: TestServer) {
  const account = await signUp(server);
  const token = account.login.token;
  const id = await uploadDocument(server, token, await photo('#336699'));
  const face = await uploadDocument(server, token, await photo('#cc9966'), 'face.jpg');
  expect([id.code, face.code]).toEqual([1, 1]);
  return { ...account, token, idRef: id.msg, faceRef: face.msg };
}

const apply = (server: TestServer, token: string, data: Record<string, unknown>, language = 'en') =>
  server.call('user/applyCreator', { token, ...data }, { language });

async function userInfo(server: TestServer, token: string) {
  const { body } = await server.call('user/getUserInfo', { token });
  return userInfoSchema.parse(body.data);
}

describe('POST /api/upload/document', () => {
  it('answers a random reference, stores the file under documents/ and nothing public', async () => {
    const member = await memberWithDocuments(auto);
    expect(member.idRef).toMatch(/^[0-9a-f-]{36}$/);
    expect(member.idRef).not.toContain('/');
    const [row] = await auto.database.handle.db
      .select()
      .from(creatorDocuments)
      .where(eq(creatorDocuments.ref, member.idRef));
    expect(row!.storageKey).toMatch(/^documents\/creator\/\d+\//);
    const publicFiles = await readdir(path.join(auto.config.mediaDir, 'public'), { recursive: true }).catch(
      () => [],
    );
    expect(publicFiles.filter((file) => String(file).includes(member.idRef))).toEqual([]);
  });

  it('refuses what is not an image by its bytes (415), and a visitor (401)', async () => {
    const account = await signUp(auto);
    const script = Buffer.from('<script>alert(1)</script>');
    const refused = await uploadDocument(auto, account.login.token, script, 'id.jpg');
    expect(refused).toMatchObject({
      status: 415,
      code: 0,
      msg: 'Only JPG, PNG, GIF and WebP images can be uploaded.',
    });
    const response = await fetch(`${auto.baseUrl}/api/upload/document`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(response.status).toBe(401);
  });

  it('goes with the account: deleting it removes the files of every document', async () => {
    const member = await memberWithDocuments(auto);
    const rows = await auto.database.handle.db
      .select()
      .from(creatorDocuments)
      .where(eq(creatorDocuments.ref, member.idRef));
    const folder = path.join(auto.config.mediaDir, 'documents', 'creator', String(rows[0]!.userId));
    expect(await readdir(folder)).toHaveLength(2);
    const { body } = await auto.call('user/deleteAccount', {
      token: member.token,
      password: member.password,
    });
    expect(body.msg).toBe('');
    expect(await readdir(folder).catch(() => [])).toEqual([]);
  });

  it('is never reachable through the media routes', async () => {
    const member = await memberWithDocuments(auto);
    const [row] = await auto.database.handle.db
      .select()
      .from(creatorDocuments)
      .where(eq(creatorDocuments.ref, member.idRef));
    const key = row!.storageKey;
    const rest = key.slice('documents/'.length);
    for (const url of [
      `/media/p/${key}`,
      `/media/p/../${key}`,
      `/media/p/%2e%2e/${key}`,
      `/media/p/..%2f${key}`,
      `/media/o/${key}`,
      `/media/o/../${key}`,
      `/media/p/${rest}`,
      `/media/o/${rest}`,
    ]) {
      const response = await fetch(`${auto.baseUrl}${url}`);
      expect([403, 404], url).toContain(response.status);
    }
  });
});

describe('user/applyCreator', () => {
  it('with CREATOR_REVIEW_MODE auto, makes the member a creator at once', async () => {
    const member = await memberWithDocuments(auto);
    const { body } = await apply(auto, member.token, {
      country: 'CN',
      identify: 1,
      url: `${member.idRef},${member.faceRef}`,
    });
    expect(body).toMatchObject({ status: 1, data: { auth_status: 2 } });
    expect(await userInfo(auto, member.token)).toMatchObject({ auth_status: 2, creator_review_note: '' });
  });

  it('refuses a creator who applies again', async () => {
    const member = await memberWithDocuments(auto);
    await apply(auto, member.token, { country: 'FR', identify: 2, url: `${member.idRef},${member.faceRef}` });
    const again = await memberWithDocuments(auto);
    const { body } = await apply(auto, member.token, {
      country: 'FR',
      identify: 2,
      url: `${again.idRef},${again.faceRef}`,
    });
    expect(body).toMatchObject({ status: 0, msg: 'You are already a creator.' });
  });

  it('requires the country, the document type 1 to 3 and both photos', async () => {
    const member = await memberWithDocuments(auto);
    const url = `${member.idRef},${member.faceRef}`;
    for (const data of [
      { identify: 1, url },
      { country: 'CN', url },
      { country: 'CN', identify: 1 },
      { country: 'CN', identify: 0, url },
      { country: 'CN', identify: 4, url },
      { country: 'XX', identify: 1, url },
    ]) {
      const { body } = await apply(auto, member.token, data);
      expect(body.status, JSON.stringify(data)).toBe(0);
      expect(body.msg).not.toBe('');
    }
    const onlyOne = await apply(auto, member.token, { country: 'CN', identify: 3, url: member.idRef });
    expect(onlyOne.body).toMatchObject({
      status: 0,
      msg: 'Take a photo of your ID and a photo of your face.',
    });
    const twice = await apply(auto, member.token, {
      country: 'CN',
      identify: 3,
      url: `${member.idRef},${member.idRef}`,
    });
    expect(twice.body.msg).toBe('Take a photo of your ID and a photo of your face.');
    expect((await userInfo(auto, member.token)).auth_status).toBe(0);
  });

  it("refuses references that are not the caller's own unused documents, in the user's language", async () => {
    const member = await memberWithDocuments(auto);
    const other = await memberWithDocuments(auto);
    for (const url of [
      `${member.idRef},${other.faceRef}`,
      `${member.idRef},00000000-0000-4000-8000-000000000000`,
      `${member.idRef},/media/p/uploads/x/blur.webp`,
    ]) {
      const { body } = await apply(auto, member.token, { country: 'CN', identify: 1, url });
      expect(body, url).toMatchObject({
        status: 0,
        msg: 'A photo could not be found. Please take the photos again.',
      });
    }
    const { body } = await apply(
      auto,
      member.token,
      { country: 'CN', identify: 1, url: `${other.idRef},${other.faceRef}` },
      'fr',
    );
    expect(body.msg).toBe('Une photo est introuvable. Veuillez reprendre les photos.');
  });

  it('with CREATOR_REVIEW_MODE manual, leaves it pending and refuses a second pending application', async () => {
    const member = await memberWithDocuments(manual);
    const first = await apply(manual, member.token, {
      country: 'JP',
      identify: 2,
      url: `${member.idRef},${member.faceRef}`,
    });
    expect(first.body).toMatchObject({ status: 1, data: { auth_status: 1 } });
    expect((await userInfo(manual, member.token)).auth_status).toBe(1);
    const id = await uploadDocument(manual, member.token, await photo('#111111'));
    const face = await uploadDocument(manual, member.token, await photo('#222222'));
    const second = await apply(manual, member.token, {
      country: 'JP',
      identify: 2,
      url: `${id.msg},${face.msg}`,
    });
    expect(second.body).toMatchObject({
      status: 0,
      msg: 'Your application is already under review. You can apply again once it has been decided.',
    });
  });

  it('keeps only the two photos an application names: retaken ones are removed, files and rows', async () => {
    const account = await signUp(manual);
    const token = account.login.token;
    const retaken = await uploadDocument(manual, token, await photo('#000000'));
    const id = await uploadDocument(manual, token, await photo('#333333'));
    const face = await uploadDocument(manual, token, await photo('#444444'));
    await apply(manual, token, { country: 'BR', identify: 1, url: `${id.msg},${face.msg}` });
    const rows = await manual.database.handle.db
      .select({ ref: creatorDocuments.ref })
      .from(creatorDocuments)
      .where(eq(creatorDocuments.ref, retaken.msg));
    expect(rows).toEqual([]);
    const [application] = await manual.database.handle.db
      .select()
      .from(creatorApplications)
      .where(eq(creatorApplications.country, 'BR'));
    expect(application).toMatchObject({ identityType: 1, status: 1, reason: '' });
  });

  it('an operator approves (creator) or rejects with a reason the member reads, who may then apply again', async () => {
    const db = manual.database.handle.db;
    const approved = await memberWithDocuments(manual);
    await apply(manual, approved.token, {
      country: 'DE',
      identify: 3,
      url: `${approved.idRef},${approved.faceRef}`,
    });
    expect(await approveCreator(db, approved.account.toUpperCase(), new Date())).toEqual({
      ok: true,
      username: approved.account,
    });
    expect((await userInfo(manual, approved.token)).auth_status).toBe(2);

    const rejected = await memberWithDocuments(manual);
    await apply(manual, rejected.token, {
      country: 'DE',
      identify: 3,
      url: `${rejected.idRef},${rejected.faceRef}`,
    });
    expect(await rejectCreator(db, rejected.account, '  ', new Date())).toMatchObject({ ok: false });
    expect(await rejectCreator(db, rejected.account, 'The photo of the ID is blurred.', new Date())).toEqual({
      ok: true,
      username: rejected.account,
    });
    expect(await userInfo(manual, rejected.token)).toMatchObject({
      auth_status: 0,
      creator_review_note: 'The photo of the ID is blurred.',
    });
    expect(await approveCreator(db, rejected.account, new Date())).toEqual({
      ok: false,
      reason: `${rejected.account} has no pending creator application.`,
    });
    const id = await uploadDocument(manual, rejected.token, await photo('#555555'));
    const face = await uploadDocument(manual, rejected.token, await photo('#666666'));
    const again = await apply(manual, rejected.token, {
      country: 'DE',
      identify: 3,
      url: `${id.msg},${face.msg}`,
    });
    expect(again.body).toMatchObject({ status: 1, data: { auth_status: 1 } });
    expect(await userInfo(manual, rejected.token)).toMatchObject({ auth_status: 1, creator_review_note: '' });
  });
});

describe('npm run ops -- approve-creator / reject-creator', () => {
  it('reads the commands', () => {
    expect(parseOpsCommand(['approve-creator', 'maya'])).toEqual({
      action: 'approve-creator',
      username: 'maya',
    });
    expect(parseOpsCommand(['reject-creator', 'maya', '--reason', 'Blurred ID'])).toEqual({
      action: 'reject-creator',
      username: 'maya',
      reason: 'Blurred ID',
    });
    expect(parseOpsCommand(['reject-creator', 'maya'])).toMatchObject({ action: 'help' });
    expect(parseOpsCommand(['approve-creator'])).toMatchObject({ action: 'help' });
  });

  it('names an account that does not exist', async () => {
    const [failed] = await runOpsCommands([['approve-creator', 'nobody']]);
    expect(failed).toMatchObject({ code: 1, stderr: 'No account nobody.\n' });
  }, 60_000);
});

describe('CREATOR_REVIEW_MODE', () => {
  it('is auto unless set to manual; anything else stops start-up', () => {
    expect(loadConfig({}).creatorReviewMode).toBe('auto');
    expect(loadConfig({ CREATOR_REVIEW_MODE: 'manual' }).creatorReviewMode).toBe('manual');
    expect(() => loadConfig({ CREATOR_REVIEW_MODE: 'never' })).toThrow(ConfigError);
  });
});
