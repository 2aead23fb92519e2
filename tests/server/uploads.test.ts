/**
 * Image uploads through real HTTP: accepted images become sizes, an original without metadata and
 * a public blurred preview; a crafted corpus (scripts, HTML, SVG, a decompression bomb, oversized
 * files) is refused with its status and leaves nothing stored; sign, session and hourly limit.
 */
import { readdir, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDeflate } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_KEYS } from '../../src/contract/envelope.ts';
import { uploads, users } from '../../server/db/schema.ts';
import { createLocalDiskStorage, type MediaStorage } from '../../server/media/storage.ts';
import { storeImage, uploadSign } from '../../server/modules/uploads/uploads.service.ts';
import { signUp } from './helpers/accounts.ts';
import { pngChunk } from './helpers/media-fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** UPLOAD_IMAGE_MAX_BYTES of the main test server: 1 MiB keeps the oversized case small. */
const MAX_BYTES = 1024 * 1024;

let server: TestServer;
let token: string;
let userId: number;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { UPLOAD_IMAGE_MAX_BYTES: String(MAX_BYTES) } });
  const account = await signUp(server);
  token = account.login.token;
  const [user] = await server.database.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  userId = user!.id;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

interface UploadOptions {
  name?: string;
  type?: string;
  token?: string | null;
  timestamp?: string;
  sign?: string;
  target?: TestServer;
}

interface UploadAnswer {
  status: number;
  code: number;
  msg: string;
  data?: { upload_id: string; width: number; height: number };
}

async function upload(bytes: Buffer, options: UploadOptions = {}): Promise<UploadAnswer> {
  const target = options.target ?? server;
  const userToken = options.token === undefined ? token : options.token;
  const timestamp = options.timestamp ?? String(Math.floor(target.clock.now().getTime() / 1000));
  const form = new FormData();
  form.set('timestamp', timestamp);
  form.set('sign', options.sign ?? uploadSign(timestamp, userToken ?? '', DEVELOPMENT_KEYS));
  form.set(
    'cover',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }),
    options.name ?? 'photo.jpg',
  );
  const response = await fetch(`${target.baseUrl}/api/upload/image`, {
    method: 'POST',
    body: form,
    headers: userToken ? { authorization: `Bearer ${userToken}` } : {},
  });
  const json = (await response.json()) as Omit<UploadAnswer, 'status'>;
  return { status: response.status, ...json };
}

/** Every stored file under the upload folders (temporary ones included). */
async function storedUploadFiles(target: TestServer = server): Promise<string[]> {
  const roots = ['private/uploads', 'private/tmp', 'public/uploads'];
  const files: string[] = [];
  for (const root of roots) {
    const dir = path.join(target.config.mediaDir, root);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
  }
  return files;
}

async function uploadRowsOf(id: number) {
  return server.database.handle.db.select().from(uploads).where(eq(uploads.userId, id));
}

/** A 1-bit grayscale PNG of width x height, deflated row by row so the test never holds its pixels. */
async function pngOfSize(width: number, height: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // grayscale
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte 0, then zeros
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const noise = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
};

describe('image upload: accepted images', () => {
  it('turns a JPEG with EXIF orientation into an upright original without metadata, sizes and a public preview', async () => {
    // 1200 x 800 stored, orientation 6 (rotate 90°): displayed 800 x 1200.
    const jpeg = await noise(1200, 800)
      .jpeg({ quality: 80 })
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'someone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();

    const answer = await upload(jpeg);
    expect(answer).toMatchObject({ status: 200, code: 1 });
    expect(answer.msg).toMatch(/^uploads\/[0-9a-f-]{36}\/blur\.webp$/);
    expect(answer.data).toMatchObject({ width: 800, height: 1200 });

    const [row] = (await uploadRowsOf(userId)).filter((r) => r.publicId === answer.data!.upload_id);
    expect(row).toMatchObject({
      kind: 'image',
      status: 'ready',
      width: 800,
      height: 1200,
      bytes: jpeg.length,
    });
    expect(row!.originalKey).toMatch(new RegExp(`^private/uploads/${userId}/.+/original\\.jpg$`));
    expect(row!.blurKey).toBe(`public/${answer.msg}`);
    const variants = row!.variants as { width: number; height: number; format: string; key: string }[];
    expect(variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual([
      'webp 320x480',
      'jpeg 320x480',
      'webp 640x960',
      'jpeg 640x960',
      'webp 800x1200',
      'jpeg 800x1200',
    ]);

    const fileOf = (key: string) => path.join(server.config.mediaDir, ...key.split('/'));
    const original = await sharp(fileOf(row!.originalKey)).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    expect(original.exif).toBeUndefined();
    expect(original.orientation).toBeUndefined();
    for (const variant of variants) {
      const meta = await sharp(fileOf(variant.key)).metadata();
      expect(meta).toMatchObject({ format: variant.format, width: variant.width, height: variant.height });
      expect(meta.exif).toBeUndefined();
    }

    // The preview is public, tiny and served as an image that cannot be sniffed into anything else.
    const preview = await fetch(`${server.baseUrl}${'/media/p/'}${answer.msg}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/webp');
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    expect(preview.headers.get('content-disposition')).toBe('inline');
    expect(preview.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    const previewMeta = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect(Math.max(previewMeta.width!, previewMeta.height!)).toBe(32);

    // The original is private: no public URL reaches it.
    const privateRest = row!.originalKey.slice('private/'.length);
    expect((await fetch(`${server.baseUrl}/media/p/${privateRest}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/media/o/${privateRest}`)).status).toBe(403);
  });

  it('accepts a PNG and a GIF by their bytes, never enlarging a small image', async () => {
    const png = await noise(300, 200).png().toBuffer();
    const pngAnswer = await upload(png, { name: 'picture.png', type: 'image/png' });
    expect(pngAnswer).toMatchObject({ status: 200, code: 1, data: { width: 300, height: 200 } });

    const gif = await noise(100, 60).gif().toBuffer();
    // Named .jpg with a JPEG type: the bytes say GIF, and GIF is accepted.
    const gifAnswer = await upload(gif, { name: 'animation.jpg', type: 'image/jpeg' });
    expect(gifAnswer).toMatchObject({ status: 200, code: 1, data: { width: 100, height: 60 } });

    const rows = await uploadRowsOf(userId);
    const pngRow = rows.find((r) => r.publicId === pngAnswer.data!.upload_id)!;
    expect(pngRow.originalKey).toMatch(/original\.png$/);
    expect((pngRow.variants as { width: number }[]).map((v) => v.width)).toEqual([300, 300]);
    const gifRow = rows.find((r) => r.publicId === gifAnswer.data!.upload_id)!;
    expect(gifRow.originalKey).toMatch(/original\.gif$/);
    expect((gifRow.variants as { width: number; height: number }[])[0]).toMatchObject({
      width: 100,
      height: 60,
    });
  });
});

describe('image upload: a crafted corpus is refused and leaves nothing', () => {
  const unsupported = 'Only JPG, PNG, GIF and WebP images can be uploaded.';
  const unreadable = 'The image could not be read. It may be damaged.';
  const refusedCases: [string, Buffer, string, string, string][] = [
    [
      'a script named .jpg',
      Buffer.from('<script>alert(document.cookie)</script>'),
      'x.jpg',
      'image/jpeg',
      unsupported,
    ],
    [
      'JPEG magic followed by a script (a polyglot that does not decode)',
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('<script>alert(1)</script>'.repeat(20)),
      ]),
      'x.jpg',
      'image/jpeg',
      unreadable,
    ],
    [
      'HTML named .png',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'x.png',
      'image/png',
      unsupported,
    ],
    [
      'an SVG with a script',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      'x.svg',
      'image/svg+xml',
      unsupported,
    ],
  ];

  for (const [name, bytes, fileName, type, msg] of refusedCases) {
    it(`refuses ${name} with 415`, async () => {
      const before = await storedUploadFiles();
      const rowsBefore = (await uploadRowsOf(userId)).length;
      const answer = await upload(bytes, { name: fileName, type });
      expect(answer).toEqual({ status: 415, code: 0, msg });
      expect(await storedUploadFiles()).toEqual(before);
      expect(await uploadRowsOf(userId)).toHaveLength(rowsBefore);
    });
  }

  it('says why in the user language', async () => {
    const form = new FormData();
    const timestamp = String(Math.floor(server.clock.now().getTime() / 1000));
    form.set('timestamp', timestamp);
    form.set('sign', uploadSign(timestamp, token, DEVELOPMENT_KEYS));
    form.set('cover', new Blob(['<html></html>'], { type: 'image/png' }), 'x.png');
    const response = await fetch(`${server.baseUrl}/api/upload/image`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' },
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      code: 0,
      msg: 'Nur JPG-, PNG-, GIF- und WebP-Bilder können hochgeladen werden.',
    });
  });

  it('refuses a 14000 x 14000 PNG (a decompression bomb) with 413 while memory stays bounded', async () => {
    const bomb = await pngOfSize(14000, 14000);
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 14000,
      height: 14000,
    });
    const before = await storedUploadFiles();
    const rssBefore = process.memoryUsage().rss;
    const answer = await upload(bomb, { name: 'bomb.png', type: 'image/png' });
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    expect(answer).toEqual({ status: 413, code: 0, msg: 'The image is too large: at most 40 megapixels.' });
    // Decoding it would take at least 196 MB (one byte a pixel); the refusal reads only its header.
    expect(rssGrowth).toBeLessThan(64 * 1024 * 1024);
    expect(await storedUploadFiles()).toEqual(before);
  });

  it('refuses a file over UPLOAD_IMAGE_MAX_BYTES with 413 and stores nothing', async () => {
    const before = await storedUploadFiles();
    const rowsBefore = (await uploadRowsOf(userId)).length;
    const big = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(MAX_BYTES + 100 * 1024, 7),
    ]);
    const answer = await upload(big);
    expect(answer).toEqual({ status: 413, code: 0, msg: 'The file is larger than 1 MB.' });
    expect(await storedUploadFiles()).toEqual(before);
    expect(await uploadRowsOf(userId)).toHaveLength(rowsBefore);
  });

  it('refuses a body streamed without a length once it passes the limit', async () => {
    const boundary = 'fanvault-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cover"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
        for (let i = 0; i < 40; i += 1) controller.enqueue(new Uint8Array(64 * 1024));
        controller.close();
      },
    });
    const response = await fetch(`${server.baseUrl}/api/upload/image`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: number }).code).toBe(0);
  });
});

describe('image upload: who may upload, signed fields, hourly limit', () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await noise(64, 48).jpeg().toBuffer();
  });

  it('refuses a wrong sign and a stale timestamp with 400', async () => {
    expect(await upload(jpeg, { sign: 'a'.repeat(64) })).toEqual({
      status: 400,
      code: 0,
      msg: 'The request signature is invalid.',
    });
    // A sign made for another token does not pass either.
    const timestamp = String(Math.floor(server.clock.now().getTime() / 1000));
    expect(
      (await upload(jpeg, { timestamp, sign: uploadSign(timestamp, 'other-token', DEVELOPMENT_KEYS) }))
        .status,
    ).toBe(400);
    const stale = String(Math.floor(server.clock.now().getTime() / 1000) - 600);
    const answer = await upload(jpeg, { timestamp: stale });
    expect(answer.status).toBe(400);
    expect(answer.msg).toMatch(/server clock/);
  });

  it('refuses without a session (401), and with an unknown token (401)', async () => {
    expect(await upload(jpeg, { token: null })).toEqual({
      status: 401,
      code: 0,
      msg: 'Please log in to continue.',
    });
    expect(await upload(jpeg, { token: 'not-a-session-token' })).toEqual({
      status: 401,
      code: 0,
      msg: 'Your session has expired. Please log in again.',
    });
  });

  it('refuses past UPLOADS_PER_HOUR with 429, and accepts again an hour later', async () => {
    const limited = await startTestServer({ seed: false, env: { UPLOADS_PER_HOUR: '2' } });
    try {
      const other = (await signUp(limited)).login.token;
      expect((await upload(jpeg, { target: limited, token: other })).code).toBe(1);
      expect((await upload(jpeg, { target: limited, token: other })).code).toBe(1);
      const before = await storedUploadFiles(limited);
      expect(await upload(jpeg, { target: limited, token: other })).toEqual({
        status: 429,
        code: 0,
        msg: 'You have reached the limit of 2 uploads an hour. Please try again later.',
      });
      expect(await storedUploadFiles(limited)).toEqual(before);
      limited.clock.advance(3601_000);
      expect((await upload(jpeg, { target: limited, token: other })).code).toBe(1);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('media routes serve only images and video', () => {
  it('never serves a stored HTML or SVG file, even under the public prefix', async () => {
    const dir = path.join(server.config.mediaDir, 'public', 'planted');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'page.html'), '<script>alert(1)</script>');
    await writeFile(path.join(dir, 'drawing.svg'), '<svg><script>alert(1)</script></svg>');
    expect((await fetch(`${server.baseUrl}/media/p/planted/page.html`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/media/p/planted/drawing.svg`)).status).toBe(404);
  });
});

describe('a failure while storing leaves nothing', () => {
  it('removes every file already written or moved when a later step fails', async () => {
    const disk = createLocalDiskStorage(server.config.mediaDir);
    let moves = 0;
    const failing: MediaStorage = {
      ...disk,
      async move(from, to) {
        moves += 1;
        if (moves === 3) throw new Error('disk full');
        await disk.move(from, to);
      },
    };
    const before = await storedUploadFiles();
    const rowsBefore = (await uploadRowsOf(userId)).length;
    const jpeg = await noise(1000, 700).jpeg().toBuffer();
    await expect(
      storeImage(
        { db: server.database.handle.db, config: server.config, storage: failing },
        userId,
        jpeg,
        server.clock.now(),
      ),
    ).rejects.toThrow('disk full');
    expect(moves).toBe(3);
    expect(await storedUploadFiles()).toEqual(before);
    expect(await uploadRowsOf(userId)).toHaveLength(rowsBefore);
  });
});
