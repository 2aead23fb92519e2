/**
 * The S3 storage driver against a real S3-compatible server (s3rver, started here): video parts
 * PUT straight to presigned UploadPart URLs, an upload interrupted after its first part and
 * resumed, the single presigned PUT, a refused file removed from the bucket, image uploads, and
 * the media routes streaming from the bucket; a large file written in parts and a folder removed.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_KEYS } from '../../src/contract/envelope.ts';
import { uploadSessions, uploads } from '../../server/db/schema.ts';
import { createS3Storage } from '../../server/media/s3-storage.ts';
import type { MediaStorage } from '../../server/media/storage.ts';
import { uploadSign } from '../../server/modules/uploads/uploads.service.ts';
import { signUp } from './helpers/accounts.ts';
import { startS3TestServer, type S3TestServer } from './helpers/s3-test-server.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import {
  SLICE,
  completeUpload,
  fakeMp4,
  putTo,
  sha256,
  sliceOf,
  startUpload,
} from './helpers/video-uploads.ts';

let s3: S3TestServer;
let server: TestServer;
let storage: MediaStorage;
let token: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  server = await startTestServer({ seed: false, env: s3.env });
  storage = createS3Storage(
    server.config.storage.driver === 's3' ? server.config.storage.s3 : (undefined as never),
  );
  token = (await signUp(server)).login.token;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

async function storedBytes(key: string): Promise<Buffer | null> {
  const object = await storage.open(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function rowOf(uploadPublicId: string) {
  const [row] = await server.database.handle.db
    .select()
    .from(uploads)
    .where(eq(uploads.publicId, uploadPublicId));
  return row;
}

describe('video uploads on the S3 driver', () => {
  it('sends parts straight to presigned S3 URLs, and an upload interrupted after part 1 resumes to the same bytes', async () => {
    const file = fakeMp4(SLICE + 4321);
    const start = await startUpload(server, token, file);
    expect(start.status).toBe(200);
    expect(start.data.slices).toHaveLength(2);
    for (const slice of start.data.slices) {
      // The browser PUTs to the bucket, not to us: a presigned UploadPart URL.
      expect(slice.signature.startsWith(`${s3.endpoint}/fanvault-media/private/tmp/videos/`)).toBe(true);
      expect(new URL(slice.signature).searchParams.get('partNumber')).toBe(String(slice.number));
      expect(new URL(slice.signature).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    }
    const first = await putTo(server, start.data.slices[0]!.signature, sliceOf(file, 1));
    expect(first.status).toBe(200);
    expect(first.etag).toBe(`"${createHash('md5').update(sliceOf(file, 1)).digest('hex')}"`);

    // Interrupted here: the client comes back with the same file (and the ETag it kept).
    const resumed = await startUpload(server, token, file);
    expect(resumed.data.uploadId).toBe(start.data.uploadId);
    expect(resumed.data.UploadName).toBe(start.data.UploadName);
    const second = await putTo(server, resumed.data.slices[1]!.signature, sliceOf(file, 2));
    expect(second.status).toBe(200);

    const done = await completeUpload(server, token, resumed.data, [
      { number: 1, e_tag: first.etag },
      { number: 2, e_tag: second.etag },
    ]);
    expect(done.status).toBe(200);
    const row = await rowOf(done.data.upload_id);
    expect(row).toMatchObject({ kind: 'video', status: 'uploaded', bytes: file.length });
    expect(sha256((await storedBytes(row!.originalKey))!)).toBe(sha256(file));
    // The assembled temporary object is gone from the bucket, and so is the session.
    const [session] = await server.database.handle.db
      .select()
      .from(uploadSessions)
      .where(eq(uploadSessions.publicId, start.data.uploadId));
    expect(session).toBeUndefined();
    expect(await storage.open(`private/tmp/videos/${start.data.uploadId}/upload`)).toBeNull();
  }, 120_000);

  it('refuses a complete that leaves a part out, keeping the session to resume', async () => {
    const file = fakeMp4(SLICE + 10);
    const start = await startUpload(server, token, file);
    const first = await putTo(server, start.data.slices[0]!.signature, sliceOf(file, 1));
    const refused = await completeUpload(server, token, start.data, [{ number: 1, e_tag: first.etag }]);
    expect(refused.status).toBe(400);
    const second = await putTo(server, start.data.slices[1]!.signature, sliceOf(file, 2));
    const done = await completeUpload(server, token, start.data, [
      { number: 1, e_tag: first.etag },
      { number: 2, e_tag: second.etag },
    ]);
    expect(done.status).toBe(200);
    expect(sha256((await storedBytes((await rowOf(done.data.upload_id))!.originalKey))!)).toBe(sha256(file));
  }, 120_000);

  it('takes a file under 50 MiB in one presigned PUT, and removes a file that is not a video', async () => {
    const video = fakeMp4(2 * 1024 * 1024);
    const sign = await startUpload(server, token, video);
    expect(sign.data.uploadUrl.startsWith(`${s3.endpoint}/fanvault-media/`)).toBe(true);
    const put = await putTo(server, sign.data.uploadUrl, video);
    expect(put.status).toBe(200);
    const done = await completeUpload(server, token, sign.data, [{ number: 1, e_tag: put.etag }]);
    expect(done.status).toBe(200);
    expect(sha256((await storedBytes((await rowOf(done.data.upload_id))!.originalKey))!)).toBe(sha256(video));

    const text = Buffer.alloc(1024 * 1024, 'x');
    const textSign = await startUpload(server, token, text);
    await putTo(server, textSign.data.uploadUrl, text);
    const refused = await completeUpload(server, token, textSign.data, []);
    expect(refused.status).toBe(415);
    expect(refused.msg).toBe('Only MP4, MOV and AVI videos can be uploaded.');
    expect(await storage.open(`private/tmp/videos/${textSign.data.uploadId}/upload`)).toBeNull();
    expect(await rowOf(textSign.data.UploadName)).toBeUndefined();
  }, 60_000);
});

describe('images and media routes on the S3 driver', () => {
  it('stores an image upload in the bucket and the media route streams its preview from there', async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const timestamp = String(Math.floor(server.clock.now().getTime() / 1000));
    const form = new FormData();
    form.set('timestamp', timestamp);
    form.set('sign', uploadSign(timestamp, token, DEVELOPMENT_KEYS));
    form.set('cover', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${server.baseUrl}/api/upload/image`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const answer = (await response.json()) as { code: number; msg: string };
    expect(answer.code).toBe(1);
    const inBucket = await storedBytes(`public/${answer.msg}`);
    expect(inBucket).not.toBeNull();
    const served = await fetch(`${server.baseUrl}/media/p/${answer.msg}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals(inBucket!)).toBe(true);
    expect((await fetch(`${server.baseUrl}/media/p/uploads/nothing/blur.webp`)).status).toBe(404);
  }, 60_000);
});

describe('large files and folders on the S3 driver (data exports, an account’s deletion)', () => {
  it('writes a stream of more than one 16 MiB part as one object, the same bytes back', async () => {
    // 16 MiB and a half: two parts, the second short, sent in uneven chunks as a ZIP stream comes.
    const bytes = Buffer.alloc(16 * 1024 * 1024 + 512 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE(i, i);
    const chunks = function* () {
      for (let at = 0; at < bytes.length; at += 1_000_003) yield bytes.subarray(at, at + 1_000_003);
    };
    const { size } = await storage.putLarge('private/exports/large/export.zip', Readable.from(chunks()));
    expect(size).toBe(bytes.length);
    expect(sha256((await storedBytes('private/exports/large/export.zip'))!)).toBe(sha256(bytes));
  }, 60_000);

  it('leaves nothing when the stream fails midway', async () => {
    const failing = async function* () {
      yield Buffer.alloc(17 * 1024 * 1024, 1);
      throw new Error('the export failed');
    };
    await expect(
      storage.putLarge('private/exports/failed/export.zip', Readable.from(failing())),
    ).rejects.toThrow('the export failed');
    expect(await storage.open('private/exports/failed/export.zip')).toBeNull();
  }, 60_000);

  // A folder of one page: s3rver cannot page past 1,000 keys here (its continuation tokens are
  // DES-encrypted, which Node 22's OpenSSL no longer offers), so paging is not exercised.
  it('removes every object of a folder, and nothing beside it', async () => {
    const names = Array.from({ length: 120 }, (_, i) => `private/posts/folder-gone/${i}/file.bin`);
    for (let at = 0; at < names.length; at += 50)
      await Promise.all(names.slice(at, at + 50).map((key) => storage.put(key, Buffer.from(key))));
    await storage.put('private/posts/folder-gone-not/kept.bin', Buffer.from('kept'));
    await storage.removeFolder('private/posts/folder-gone');
    expect(await storage.open(names[0]!)).toBeNull();
    expect(await storage.open(names.at(-1)!)).toBeNull();
    expect(await storedBytes('private/posts/folder-gone-not/kept.bin')).toEqual(Buffer.from('kept'));
  }, 60_000);
});
