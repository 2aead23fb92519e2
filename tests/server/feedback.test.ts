/**
 * Feedback (issue 22, spec §3, §5, §7, §9) through real HTTP: user/feedback through the envelope
 * with each rule's numbers (type 1 to 10, a description of 1 to 300 characters, a valid email, at
 * most 3 images, each one the sender uploaded), visitors sending too, the images uploaded by
 * `POST /api/upload/feedback` (members by token, visitors by guest id) and kept privately, and the
 * hourly limits per sender and per client address.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_ATTACHMENTS_MAX,
  FEEDBACK_CONTENT_MAX_LENGTH,
} from '../../src/contract/calls/user-feedback.ts';
import { DEVELOPMENT_KEYS } from '../../src/contract/envelope.ts';
import { FEEDBACK_TYPE } from '../../src/contract/rules/feedback-rules.ts';
import {
  FEEDBACK_PER_ADDRESS,
  FEEDBACK_PER_SENDER,
  FEEDBACK_UPLOADS_PER_ADDRESS,
} from '../../server/auth/rate-limits.ts';
import { feedback, feedbackUploads } from '../../server/db/schema.ts';
import { listNewFeedback, markFeedbackHandled } from '../../server/modules/feedback/feedback.ops.ts';
import { uploadSign } from '../../server/modules/uploads/uploads.service.ts';
import { freshAddress } from './helpers/accounts.ts';
import { newMember, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let member: Member;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  member = await newMember(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.handle.db;

const image = (color = '#336699') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Who sends: a member by token, or a visitor by guest id; each from a client address. */
interface Sender {
  token?: string;
  userId?: number;
  guestId?: string;
  address?: string;
}

const visitor = (): Sender => ({ guestId: randomUUID(), address: freshAddress() });
const asMember = (who: Member): Sender => ({ token: who.token, address: freshAddress() });

/** Posts a multipart form from a chosen loopback address (node's fetch cannot choose one). */
async function postForm(url: string, form: FormData, headers: Record<string, string>, address: string) {
  const request = new Request(url, { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return new Promise<{ status: number; code: number; msg: string }>((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: 'POST',
        localAddress: address,
        headers: {
          ...headers,
          'content-type': request.headers.get('content-type')!,
          'content-length': body.length,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ...JSON.parse(text) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Uploads a feedback image as the sender does: signed over their token, or their guest id. */
async function uploadImage(sender: Sender, bytes?: Buffer, options: { sign?: string } = {}) {
  const timestamp = String(Math.floor(server.clock.now().getTime() / 1000));
  const form = new FormData();
  form.set('timestamp', timestamp);
  if (sender.guestId && !sender.token) form.set('oauth_id', sender.guestId);
  form.set(
    'sign',
    options.sign ?? uploadSign(timestamp, sender.token ?? sender.guestId ?? '', DEVELOPMENT_KEYS),
  );
  form.set('cover', new Blob([new Uint8Array(bytes ?? (await image()))], { type: 'image/png' }), 'shot.png');
  return postForm(
    `${server.baseUrl}/api/upload/feedback`,
    form,
    sender.token ? { authorization: `Bearer ${sender.token}` } : {},
    sender.address ?? '127.0.0.1',
  );
}

/** An image uploaded for feedback by the sender: its reference. */
async function uploaded(sender: Sender): Promise<string> {
  const answer = await uploadImage(sender);
  expect(answer).toMatchObject({ status: 200, code: 1 });
  return answer.msg;
}

const valid = {
  type: FEEDBACK_TYPE.bug,
  content: 'The feed stops loading after two pages.',
  email: 'me@example.org',
};

/** user/feedback as the sender; answers the envelope's body. */
async function send(sender: Sender, payload: Record<string, unknown> = {}, language = 'en') {
  const { body } = await server.call(
    'user/feedback',
    {
      ...valid,
      ...payload,
      ...(sender.token ? { token: sender.token } : {}),
      ...(sender.guestId ? { oauth_id: sender.guestId } : {}),
    },
    { language, ...(sender.address ? { address: sender.address } : {}) },
  );
  return body;
}

const OK = { status: 1, msg: '', data: {} };

describe('user/feedback', () => {
  it('takes a visitor’s feedback, stored new with their guest id and language, the email lower-cased', async () => {
    const guest = visitor();
    expect(await send(guest, { email: 'Visitor@Example.ORG', type: FEEDBACK_TYPE.other }, 'fr')).toEqual(OK);
    const [row] = await db().select().from(feedback).where(eq(feedback.guestId, guest.guestId!));
    expect(row).toMatchObject({
      userId: null,
      type: 10,
      content: valid.content,
      email: 'visitor@example.org',
      locale: 'fr',
      status: 'new',
      attachments: [],
    });
  });

  it('takes a member’s feedback with 3 images they uploaded, kept privately under documents/feedback/', async () => {
    const sender = asMember(member);
    const refs = [await uploaded(sender), await uploaded(sender), await uploaded(sender)];
    expect(refs.every((ref) => /^[0-9a-f-]{36}$/.test(ref))).toBe(true);
    expect(await send(sender, { type: FEEDBACK_TYPE.payment, attachment: refs })).toEqual(OK);
    const [row] = await db().select().from(feedback).where(eq(feedback.userId, member.userId));
    expect(row!.attachments).toHaveLength(FEEDBACK_ATTACHMENTS_MAX);
    expect(row!.attachments.map((key) => key.split('/').at(-1)!.slice(0, 36))).toEqual(refs);
    for (const key of row!.attachments) expect(key).toMatch(/^documents\/feedback\//);
    const stored = await readdir(path.join(server.config.mediaDir, 'documents', 'feedback'));
    for (const ref of refs) expect(stored.some((name) => name.startsWith(ref))).toBe(true);
    const publicFiles = await readdir(path.join(server.config.mediaDir, 'public'), { recursive: true }).catch(
      () => [] as string[],
    );
    expect(publicFiles.filter((file) => refs.some((ref) => String(file).includes(ref)))).toEqual([]);
    const open = await listNewFeedback(db());
    expect(open).toContainEqual(
      expect.objectContaining({ sender: member.username, type: 2, attachments: row!.attachments }),
    );
    expect(await markFeedbackHandled(db(), row!.id, new Date())).toBe(true);
    expect(await markFeedbackHandled(db(), row!.id, new Date())).toBe(false);
  });

  it('lets a visitor attach an image they uploaded by their guest id', async () => {
    const guest = visitor();
    const ref = await uploaded(guest);
    expect(await send(guest, { attachment: [ref] })).toEqual(OK);
    const [upload] = await db().select().from(feedbackUploads).where(eq(feedbackUploads.ref, ref));
    expect(upload).toMatchObject({ userId: null, guestId: guest.guestId });
    expect(upload!.feedbackId).not.toBeNull();
  });

  it(`accepts a description of ${FEEDBACK_CONTENT_MAX_LENGTH} characters and refuses ${FEEDBACK_CONTENT_MAX_LENGTH + 1}, or a blank one`, async () => {
    const guest = visitor();
    expect(await send(guest, { content: 'x'.repeat(FEEDBACK_CONTENT_MAX_LENGTH) })).toEqual(OK);
    expect(await send(guest, { content: 'x'.repeat(FEEDBACK_CONTENT_MAX_LENGTH + 1) })).toEqual({
      status: 0,
      msg: 'Use at most 300 characters.',
      data: null,
    });
    expect((await send(guest, { content: ' \n\t ' })).msg).toBe('Describe your feedback.');
  });

  it('takes types 1 and 10 and refuses 0 and 11', async () => {
    const guest = visitor();
    expect(await send(guest, { type: 1 })).toEqual(OK);
    expect(await send(guest, { type: 10 })).toEqual(OK);
    for (const type of [0, 11, 2.5]) {
      expect((await send(guest, { type })).msg, String(type)).toBe('Choose what your feedback is about.');
    }
  });

  it('refuses an email that is missing or not valid', async () => {
    const guest = visitor();
    expect((await send(guest, { email: 'not-an-email' })).msg).toBe('Please enter a valid email address.');
    expect((await send(guest, { email: '' })).status).toBe(0);
  });

  it(`refuses ${FEEDBACK_ATTACHMENTS_MAX + 1} images, stores nothing, and the 3 then go`, async () => {
    const account = await newMember(server);
    const sender = { ...asMember(account), userId: account.userId };
    const refs = [];
    for (let i = 0; i < FEEDBACK_ATTACHMENTS_MAX + 1; i++) refs.push(await uploaded(sender));
    expect(await send(sender, { attachment: refs })).toEqual({
      status: 0,
      msg: 'You can attach up to 3 images.',
      data: null,
    });
    expect(await db().select().from(feedback).where(eq(feedback.userId, sender.userId!))).toEqual([]);
    expect(await send(sender, { attachment: refs.slice(0, FEEDBACK_ATTACHMENTS_MAX) })).toEqual(OK);
  });

  it('refuses an image someone else uploaded, one already sent, and a reference that names none', async () => {
    const owner = asMember(await newMember(server));
    const other = asMember(await newMember(server));
    const ref = await uploaded(owner);
    const refusal = 'One of the attached images is no longer available. Remove it and attach it again.';
    expect((await send(other, { attachment: [ref] })).msg).toBe(refusal);
    expect((await send(visitor(), { attachment: [ref] })).msg).toBe(refusal);
    // A visitor's image is theirs alone, even to a member.
    const guest = visitor();
    const guestRef = await uploaded(guest);
    expect((await send(other, { attachment: [guestRef] })).msg).toBe(refusal);
    expect((await send(visitor(), { attachment: [guestRef] })).msg).toBe(refusal);
    // Refused calls store no feedback and attach nothing.
    const [stillFree] = await db().select().from(feedbackUploads).where(eq(feedbackUploads.ref, ref));
    expect(stillFree!.feedbackId).toBeNull();
    expect(await send(owner, { attachment: [ref] })).toEqual(OK);
    expect((await send(owner, { attachment: [ref] })).msg).toBe(refusal);
    expect((await send(owner, { attachment: [randomUUID()] })).msg).toBe(refusal);
    expect((await send(owner, { attachment: ['not-a-reference'] })).msg).toBe(refusal);
  });

  it(`limits a sender to ${FEEDBACK_PER_SENDER.points} an hour and an address to ${FEEDBACK_PER_ADDRESS.points}`, async () => {
    const sender = asMember(await newMember(server));
    for (let i = 0; i < FEEDBACK_PER_SENDER.points; i++) expect((await send(sender)).status).toBe(1);
    expect(await send(sender)).toEqual({
      status: 0,
      msg: 'You have sent a lot of feedback. Try again in 60 minutes.',
      data: null,
    });
    // The member's limit is theirs: from a new address they are still refused, others are not.
    expect((await send({ ...sender, address: freshAddress() })).status).toBe(0);
    const address = freshAddress();
    for (let i = 0; i < FEEDBACK_PER_ADDRESS.points; i++) {
      expect((await send({ guestId: randomUUID(), address })).status, String(i)).toBe(1);
    }
    expect((await send({ guestId: randomUUID(), address })).msg).toBe(
      'You have sent a lot of feedback. Try again in 60 minutes.',
    );
  });
});

describe('POST /api/upload/feedback', () => {
  it('refuses what is not an image by its bytes (415), a visitor without a guest id or a wrong sign (400)', async () => {
    const guest = visitor();
    expect(await uploadImage(guest, Buffer.from('<svg onload="alert(1)"/>'))).toMatchObject({
      status: 415,
      code: 0,
      msg: 'Only JPG, PNG, GIF and WebP images can be uploaded.',
    });
    expect(await uploadImage({ address: guest.address })).toMatchObject({ status: 400, code: 0 });
    expect(await uploadImage(guest, undefined, { sign: 'f'.repeat(64) })).toMatchObject({
      status: 400,
      msg: 'The request signature is invalid.',
    });
    // Signed over another guest id than the one named.
    const timestampSign = uploadSign(
      String(Math.floor(server.clock.now().getTime() / 1000)),
      randomUUID(),
      DEVELOPMENT_KEYS,
    );
    expect(await uploadImage(guest, undefined, { sign: timestampSign })).toMatchObject({ status: 400 });
    expect(await uploadImage({ token: 'no-such-session', address: guest.address })).toMatchObject({
      status: 401,
    });
  });

  it(`stores at most ${FEEDBACK_UPLOADS_PER_ADDRESS.points} images an hour from one address (429)`, async () => {
    const address = freshAddress();
    // Refused files count too: the limit is checked before the body is read.
    const junk = Buffer.from('not an image');
    for (let i = 0; i < FEEDBACK_UPLOADS_PER_ADDRESS.points; i++) {
      expect((await uploadImage({ guestId: randomUUID(), address }, junk)).status).toBe(415);
    }
    expect(await uploadImage({ guestId: randomUUID(), address })).toMatchObject({
      status: 429,
      msg: `You have reached the limit of ${FEEDBACK_UPLOADS_PER_ADDRESS.points} uploads an hour. Please try again later.`,
    });
  });

  it('goes with the account: deleting it removes the member’s feedback and its images', async () => {
    const account = await newMember(server);
    const sender = asMember(account);
    const ref = await uploaded(sender);
    expect(await send(sender, { attachment: [ref] })).toEqual(OK);
    const [row] = await db().select().from(feedback).where(eq(feedback.userId, account.userId));
    const file = path.join(server.config.mediaDir, row!.attachments[0]!);
    expect((await readdir(path.dirname(file))).includes(path.basename(file))).toBe(true);
    const { body } = await server.call('user/deleteAccount', {
      token: account.token,
      password: 'Secret_pass1',
    });
    expect(body.msg).toBe('');
    expect(await db().select().from(feedback).where(eq(feedback.userId, account.userId))).toEqual([]);
    expect((await readdir(path.dirname(file))).includes(path.basename(file))).toBe(false);
  });
});
