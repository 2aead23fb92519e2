/**
 * Leaks traced to the viewer, from the console (issue 26): `POST /ops-upload/trace-leak` through
 * the real HTTP server. A moderator sends a leaked copy of a marked image and reads the member and
 * post; a role without the leaks page is refused; a file that is not an image is refused with a
 * clear message (never a server error); every trace, found or not, lands in the audit log.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import serverFrench from '../../locales/server/fr.json' with { type: 'json' };
import { users } from '../../server/db/schema.ts';
import {
  createWatermarker,
  MIN_SYNC_SCORE,
  watermarkSecretOf,
} from '../../server/media/watermark/watermark.ts';
import {
  MARK_FOUND_FROM,
  TRACE_LEAK_FIELD,
  TRACE_LEAK_MAX_BYTES,
  TRACE_LEAK_PATH,
  traceLeakAnswerSchema,
} from '../../src/contract/calls/ops-leaks.ts';
import { ARTICLE_TYPE, AUTH_STATUS } from '../../src/contract/enums.ts';
import { leakedCopy, photoLike } from '../fixtures/photo-corpus.ts';
import { signUp } from './helpers/accounts.ts';
import { insertPost, userIdOf } from './helpers/media-fixtures.ts';
import { signInTestOperator, type OperatorClient } from './helpers/operators.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let moderator: OperatorClient;
let admin: OperatorClient;
let viewer: { id: number; username: string };
let author: { id: number; username: string };
let postId: number;
let leaked: Buffer;
let unmarked: Buffer;

/** Sends `bytes` as the form's file, as the console does. */
async function trace(
  operator: Pick<OperatorClient, 'headers'> | null,
  bytes: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append(TRACE_LEAK_FIELD, new Blob([new Uint8Array(bytes)]), 'leak.jpg');
  const response = await fetch(`${server.baseUrl}${TRACE_LEAK_PATH}`, {
    method: 'POST',
    headers: { ...(operator?.headers ?? {}), ...headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface AuditRow {
  operatorEmail: string;
  role: string;
  action: string;
  targetType: string;
  targetId: string;
}

async function traceRowsOf(email: string): Promise<AuditRow[]> {
  const { body } = await admin.call('ops/auditLog', { limit: 50, q: email, action: 'leak.trace' });
  expect(body.status).toBe(1);
  return (body.data as { list: AuditRow[] }).list;
}

async function member(): Promise<{ id: number; username: string }> {
  const account = await signUp(server);
  const id = await userIdOf(server, account.login.uuid);
  const [row] = await server.database.handle.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, id));
  return { id, username: row!.username };
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  [moderator, admin] = [
    await signInTestOperator(server, 'moderator'),
    await signInTestOperator(server, 'admin'),
  ];
  viewer = await member();
  author = await member();
  await server.database.handle.db
    .update(users)
    .set({ authStatus: AUTH_STATUS.creator })
    .where(eq(users.id, author.id));
  postId = await insertPost(server, {
    userId: author.id,
    articleType: ARTICLE_TYPE.subscription,
    title: 'Golden hour',
    image: { originalKey: 'private/posts/leaks/original.jpg', blurKey: 'public/posts/leaks/blur.webp' },
  });
  // The picture as the media route serves it to the viewer: marked under the deployment's key.
  unmarked = await photoLike(515, 1280, 853);
  const deployment = createWatermarker(watermarkSecretOf(server.config.mediaSigningKey));
  const served = (await deployment.mark(unmarked, 'image/jpeg', { viewerId: viewer.id, postId }))!;
  leaked = await leakedCopy(served, 'jpeg70');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('POST /ops-upload/trace-leak', () => {
  it('names the member and the post of a marked copy to a moderator, and records the trace', async () => {
    const { status, body } = await trace(moderator, leaked);
    expect(status).toBe(200);
    const answer = traceLeakAnswerSchema.parse(body);
    expect(answer.data).toMatchObject({
      found: true,
      trace: {
        viewerId: viewer.id,
        viewerUsername: viewer.username,
        postId,
        post: { title: 'Golden hour', authorId: author.id, authorUsername: author.username },
      },
    });
    if (!answer.data.found) throw new Error('no mark');
    // The console says from which score a mark counts: the reader's own threshold.
    expect(MARK_FOUND_FROM).toBe(MIN_SYNC_SCORE);
    expect(answer.data.trace.score).toBeGreaterThanOrEqual(MIN_SYNC_SCORE);
    expect(answer.data.trace.scale).toBeCloseTo(1, 1);
    const [row] = await traceRowsOf(moderator.email);
    expect(row).toMatchObject({
      role: 'moderator',
      action: 'leak.trace',
      targetType: 'member',
      targetId: `${viewer.id} post ${postId}`,
    });
  }, 60_000);

  it('says when a copy holds no mark, and records that trace too', async () => {
    const { status, body } = await trace(admin, unmarked);
    expect(status).toBe(200);
    expect(traceLeakAnswerSchema.parse(body).data).toEqual({ found: false });
    const [row] = await traceRowsOf(admin.email);
    expect(row).toMatchObject({ role: 'admin', targetType: 'leak', targetId: 'no mark' });
  }, 60_000);

  it('refuses an operator whose role does not trace, and a request without a console session', async () => {
    const finance = await signInTestOperator(server, 'finance');
    expect(await trace(finance, leaked)).toEqual({
      status: 403,
      body: { code: 0, msg: serverEnglish['server.ops.roleRefused'] },
    });
    expect(await traceRowsOf(finance.email)).toEqual([]);
    expect(await trace(null, leaked)).toEqual({
      status: 401,
      body: { code: 0, msg: serverEnglish['server.ops.signInRequired'] },
    });
  }, 60_000);

  it('refuses a file that is not an image in the console’s language, an empty form and a copy too large', async () => {
    expect(
      await trace(moderator, Buffer.from('%PDF-1.7 not a picture'), { 'accept-language': 'fr' }),
    ).toEqual({
      status: 415,
      body: { code: 0, msg: serverFrench['server.ops.traceNotImage'] },
    });
    expect(await trace(moderator, Buffer.alloc(0))).toEqual({
      status: 400,
      body: { code: 0, msg: serverEnglish['server.upload.fileMissing'] },
    });
    const huge = await trace(moderator, Buffer.alloc(TRACE_LEAK_MAX_BYTES + 1));
    expect(huge).toEqual({
      status: 413,
      body: { code: 0, msg: serverEnglish['server.upload.fileTooLarge'].replace('{megabytes}', '20') },
    });
  }, 60_000);
});
