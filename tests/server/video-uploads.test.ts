/**
 * Video uploads on the local disk driver, through real HTTP: the single signed PUT under 50 MiB,
 * the multipart flow in slices of 52428800 bytes with signed part URLs, resume of a session by
 * user + hash + size, the byte check at complete (mp4/mov/avi only, nothing left otherwise),
 * session expiry after 10,500,000 ms, limits (size, hourly) and signatures.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSessions, uploads } from '../../server/db/schema.ts';
import { signUp } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import {
  SLICE,
  completeUpload,
  fakeMp4,
  postSigned,
  putTo,
  sha256,
  sliceOf,
  startUpload,
  storedVideoFiles,
} from './helpers/video-uploads.ts';

/** UPLOAD_VIDEO_MAX_BYTES of this server: three slices, so a 4-slice file is refused. */
const MAX_BYTES = 3 * SLICE;
/** Three parts: two full slices and a short last one. */
const BIG = 2 * SLICE + 1234;

let server: TestServer;
let token: string;
let big: Buffer;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { UPLOAD_VIDEO_MAX_BYTES: String(MAX_BYTES) } });
  token = (await signUp(server)).login.token;
  big = fakeMp4(BIG);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A copy of the big file with one byte changed, so its hash (and its session) is new. */
function variantOf(file: Buffer, byte: number): Buffer {
  const copy = Buffer.from(file);
  copy[100] = byte;
  return copy;
}

async function storedOriginal(uploadPublicId: string) {
  const [row] = await server.database.handle.db
    .select()
    .from(uploads)
    .where(eq(uploads.publicId, uploadPublicId));
  return row;
}

describe('a video under 50 MiB takes one signed PUT', () => {
  it('signs, receives the file, completes, and stores the bytes as the original', async () => {
    const file = fakeMp4(3 * 1024 * 1024);
    const sign = await startUpload(server, token, file);
    expect(sign.status).toBe(200);
    expect(sign.data.slices).toHaveLength(1);
    expect(sign.data.uploadUrl).toMatch(
      /^\/api\/upload\/video\/[0-9a-f-]{36}\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    // The single PUT URL lives an hour (spec §9: direct big video 1 hour).
    const expires = Number(new URL(sign.data.uploadUrl, server.baseUrl).searchParams.get('expires'));
    expect(expires * 1000 - server.clock.now().getTime()).toBeGreaterThan(3_590_000);
    expect(expires * 1000 - server.clock.now().getTime()).toBeLessThanOrEqual(3_600_000);

    const put = await putTo(server, sign.data.uploadUrl, file);
    expect(put.status).toBe(200);
    expect(put.etag).toBe(`"${createHash('md5').update(file).digest('hex')}"`);

    const done = await completeUpload(server, token, sign.data, []);
    expect(done.status).toBe(200);
    expect(done.code).toBe(1);
    expect(done.data.upload_id).toBe(sign.data.UploadName);
    expect(done.data.publicUrl).toBe(`videos/${sign.data.UploadName}/poster-blur.webp`);
    const row = await storedOriginal(done.data.upload_id);
    expect(row).toMatchObject({ kind: 'video', status: 'uploaded', width: 0, height: 0, bytes: file.length });
    expect(row!.originalKey).toMatch(
      new RegExp(`^private/uploads/\\d+/${done.data.upload_id}/original\\.mp4$`),
    );
    const stored = await readFile(path.join(server.config.mediaDir, ...row!.originalKey.split('/')));
    expect(sha256(stored)).toBe(sha256(file));
    expect(await storedVideoFiles(server)).toEqual([
      path.join(server.config.mediaDir, ...row!.originalKey.split('/')),
    ]);
    // The session is gone once the upload is recorded.
    const sessions = await server.database.handle.db.select().from(uploadSessions);
    expect(sessions).toHaveLength(0);
  });

  it('tells a QuickTime file and an AVI by their bytes', async () => {
    const mov = fakeMp4(1024 * 1024);
    mov.write('qt  ', 8, 'latin1');
    const avi = fakeMp4(1024 * 1024);
    avi.write('RIFF', 0, 'latin1');
    avi.writeUInt32LE(avi.length - 8, 4);
    avi.write('AVI ', 8, 'latin1');
    for (const [file, ext] of [
      [mov, 'mov'],
      [avi, 'avi'],
    ] as const) {
      const sign = await startUpload(server, token, file, { file_name: `clip.${ext}`, file_type: '' });
      const put = await putTo(server, sign.data.uploadUrl, file);
      const done = await completeUpload(server, token, sign.data, [{ number: 1, e_tag: put.etag }]);
      expect(done.status).toBe(200);
      expect((await storedOriginal(done.data.upload_id))!.originalKey).toMatch(
        new RegExp(`original\\.${ext}$`),
      );
    }
  });
});

describe('multipart uploads in slices of 52428800 bytes', () => {
  it('answers a slice per 50 MiB with signed part URLs, resumes a session, and assembles the same bytes', async () => {
    const file = variantOf(big, 1);
    const start = await startUpload(server, token, file);
    expect(start.status).toBe(200);
    expect(start.data.slices.map((slice) => [slice.number, slice.etag])).toEqual([
      [1, ''],
      [2, ''],
      [3, ''],
    ]);
    expect(start.data.slices[1]!.signature).toMatch(
      new RegExp(`^/api/upload/part/${start.data.uploadId}/2\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    // Sessions and their part URLs expire after 10,500,000 ms.
    expect(start.data.expiresAt - server.clock.now().getTime()).toBeGreaterThan(10_499_000);
    expect(start.data.expiresAt - server.clock.now().getTime()).toBeLessThanOrEqual(10_500_000);

    const first = await putTo(server, start.data.slices[0]!.signature, sliceOf(file, 1));
    expect(first.status).toBe(200);

    // The same user, hash and size while the session lives: the same session, part 1 done.
    const again = await startUpload(server, token, file);
    expect(again.data.uploadId).toBe(start.data.uploadId);
    expect(again.data.UploadName).toBe(start.data.UploadName);
    expect(again.data.slices.map((slice) => slice.etag)).toEqual([first.etag.replace(/"/g, ''), '', '']);

    // Completing before every part is there is refused and keeps the session.
    const early = await completeUpload(server, token, again.data, [{ number: 1, e_tag: first.etag }]);
    expect(early.status).toBe(400);
    expect(early.msg).toBe('Some parts of the file are missing or damaged. Please try the upload again.');

    const tags = [{ number: 1, e_tag: first.etag }];
    for (const slice of again.data.slices.slice(1)) {
      const put = await putTo(server, slice.signature, sliceOf(file, slice.number));
      expect(put.status).toBe(200);
      tags.push({ number: slice.number, e_tag: put.etag });
    }
    // A wrong ETag is refused too.
    const wrong = await completeUpload(server, token, again.data, [
      tags[0]!,
      { number: 2, e_tag: '"0123456789abcdef0123456789abcdef"' },
      tags[2]!,
    ]);
    expect(wrong.status).toBe(400);

    const done = await completeUpload(server, token, again.data, tags);
    expect(done.status).toBe(200);
    const row = await storedOriginal(done.data.upload_id);
    expect(row).toMatchObject({ kind: 'video', status: 'uploaded', bytes: BIG });
    const stored = await readFile(path.join(server.config.mediaDir, ...row!.originalKey.split('/')));
    expect(sha256(stored)).toBe(sha256(file));
    // No part, temporary file or session is left.
    const files = (await storedVideoFiles(server)).map((f) => path.relative(server.config.mediaDir, f));
    expect(files.filter((f) => !f.startsWith(`private${path.sep}uploads${path.sep}`))).toEqual([]);
    expect(await server.database.handle.db.select().from(uploadSessions)).toHaveLength(0);
    // Completing again finds no session.
    expect((await completeUpload(server, token, again.data, tags)).status).toBe(404);
  }, 60_000);

  it('refuses a part of the wrong size before reading it, and a part URL with a bad or expired signature', async () => {
    const file = variantOf(big, 2);
    const start = await startUpload(server, token, file);
    const url = start.data.slices[0]!.signature;
    expect((await putTo(server, url, sliceOf(file, 1).subarray(0, 1000))).status).toBe(400);
    const tampered = url.replace(/signature=[0-9a-f]/, (m) =>
      m.endsWith('0') ? m.slice(0, -1) + '1' : m.slice(0, -1) + '0',
    );
    const bad = await putTo(server, tampered, sliceOf(file, 1));
    expect(bad.status).toBe(403);
    expect(bad.msg).toBe('This upload link is invalid or has expired.');
    // Another part's number under the same signature.
    expect((await putTo(server, url.replace('/1?', '/2?'), sliceOf(file, 2))).status).toBe(403);
    // Nothing of the refused parts was kept (the session's earlier uploads completed, so no part is stored).
    expect((await storedVideoFiles(server)).filter((f) => f.endsWith('.part') || f.endsWith('.tmp'))).toEqual(
      [],
    );
  });

  it('refuses a file that is not a video at complete and keeps nothing of it', async () => {
    const before = await storedVideoFiles(server);
    const html = Buffer.alloc(2 * 1024 * 1024, ' ');
    html.write('<!doctype html><script>alert(1)</script>', 0);
    const sign = await startUpload(server, token, html, { file_name: 'clip.mp4' });
    const put = await putTo(server, sign.data.uploadUrl, html);
    expect(put.status).toBe(200);
    const done = await completeUpload(server, token, sign.data, [{ number: 1, e_tag: put.etag }], {
      language: 'fr',
    });
    expect(done.status).toBe(415);
    expect(done.msg).toBe('Seules les vidéos MP4, MOV et AVI peuvent être envoyées.');
    expect(await storedVideoFiles(server)).toEqual(before);
    expect(await storedOriginal(sign.data.UploadName)).toBeUndefined();
  });

  it('refuses a name or type that is not a video at start', async () => {
    const file = fakeMp4(1024);
    const byType = await startUpload(server, token, file, { file_type: 'text/html' });
    expect(byType.status).toBe(415);
    const byName = await startUpload(server, token, file, { file_name: 'page.html', file_type: '' });
    expect(byName.status).toBe(415);
  });
});

describe('sessions expire after 10,500,000 ms', () => {
  it('removes an expired session and its parts, and a complete after it is refused', async () => {
    const file = variantOf(big, 3);
    const start = await startUpload(server, token, file);
    const first = await putTo(server, start.data.slices[0]!.signature, sliceOf(file, 1));
    expect(first.status).toBe(200);
    const partsFolder = path.join(server.config.mediaDir, '.multipart');
    expect((await storedVideoFiles(server)).some((f) => f.startsWith(partsFolder))).toBe(true);

    server.clock.advance(10_500_001);
    try {
      // Its part URLs have expired too.
      expect((await putTo(server, start.data.slices[1]!.signature, sliceOf(file, 2))).status).toBe(403);
      const late = await completeUpload(server, token, start.data, [{ number: 1, e_tag: first.etag }], {
        language: 'de',
      });
      expect(late.status).toBe(404);
      expect(late.msg).toBe('Dieser Upload ist abgelaufen. Bitte lade die Datei erneut hoch.');
      // Cleaned up: no parts, no session row.
      expect((await storedVideoFiles(server)).some((f) => f.startsWith(partsFolder))).toBe(false);
      const rows = await server.database.handle.db
        .select()
        .from(uploadSessions)
        .where(eq(uploadSessions.publicId, start.data.uploadId));
      expect(rows).toHaveLength(0);
      // A new start for the same file is a new session with nothing done.
      const fresh = await startUpload(server, token, file);
      expect(fresh.data.uploadId).not.toBe(start.data.uploadId);
      expect(fresh.data.slices.every((slice) => slice.etag === '')).toBe(true);
    } finally {
      server.clock.advance(-10_500_001);
    }
  });
});

describe('limits and who may upload', () => {
  it('refuses a file over UPLOAD_VIDEO_MAX_BYTES with 413 and stores nothing', async () => {
    const before = await storedVideoFiles(server);
    const answer = await postSigned(server, '/api/upload/multipart/start', token, {
      total: MAX_BYTES + 1,
      file_hash: 'a'.repeat(64),
      file_name: 'long.mp4',
    });
    expect(answer.status).toBe(413);
    expect(answer.msg).toBe('The file is larger than 150 MB.');
    expect(await storedVideoFiles(server)).toEqual(before);
  });

  it('refuses without a session, with a bad sign, and with malformed fields', async () => {
    const file = fakeMp4(1024);
    const fields = { total: file.length, file_hash: sha256(file) };
    expect((await postSigned(server, '/api/upload/video/sign', null, fields)).status).toBe(401);
    const badSign = await postSigned(server, '/api/upload/video/sign', token, fields, {
      sign: 'f'.repeat(64),
    });
    expect(badSign.status).toBe(400);
    expect(badSign.msg).toBe('The request signature is invalid.');
    expect(
      (await postSigned(server, '/api/upload/video/sign', token, { total: -1, file_hash: sha256(file) }))
        .status,
    ).toBe(400);
    expect(
      (await postSigned(server, '/api/upload/video/sign', token, { total: 10, file_hash: 'xyz' })).status,
    ).toBe(400);
    // A file of 50 MiB or more goes through multipart start, not the single PUT.
    expect(
      (await postSigned(server, '/api/upload/video/sign', token, { total: SLICE, file_hash: 'b'.repeat(64) }))
        .status,
    ).toBe(400);
    // Another user cannot complete this user's upload.
    const sign = await startUpload(server, token, file);
    const other = (await signUp(server)).login.token;
    expect((await completeUpload(server, other, sign.data, [])).status).toBe(404);
  });

  it('counts sessions against UPLOADS_PER_HOUR (429 past it)', async () => {
    const limited = await startTestServer({ seed: false, env: { UPLOADS_PER_HOUR: '2' } });
    try {
      const userToken = (await signUp(limited)).login.token;
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await startUpload(limited, userToken, fakeMp4(2048)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2]!.msg).toBe(
        'You have reached the limit of 2 uploads an hour. Please try again later.',
      );
    } finally {
      await limited.close();
    }
  }, 60_000);
});
