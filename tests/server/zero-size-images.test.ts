/**
 * Issue 24: an image whose header declares a width or height of 0 pixels is refused on every
 * upload that takes images, in the uploader's language, and leaves nothing behind. The GIF case is
 * the one that got through: libvips reads a GIF whose logical screen says 0 x 0 as 1 x 1.
 *
 * The paths: `/api/upload/image` (post images, chat photos, plan pictures, and the avatar and cover,
 * which user/modifyAccountInfo takes only as an upload of this route), `/api/upload/document`
 * (creator documents) and `/api/upload/feedback` (members and visitors).
 */
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_KEYS } from '../../src/contract/envelope.ts';
import { creatorDocuments, feedbackUploads, uploads } from '../../server/db/schema.ts';
import { uploadSign } from '../../server/modules/uploads/uploads.service.ts';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import serverGerman from '../../locales/server/de.json' with { type: 'json' };
import serverArabic from '../../locales/server/ar.json' with { type: 'json' };
import { signUp } from './helpers/accounts.ts';
import { pngChunk } from './helpers/media-fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  token = (await signUp(server)).login.token;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A GIF89a with a logical screen of width x height and one 1 x 1 frame (what a decoder falls back to). */
function gifOfScreen(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // a global colour table of 2 colours
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    Buffer.from([0, 0, 0, 255, 255, 255]),
    // One frame of 1 x 1 at 0,0, its LZW data, the trailer.
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b]),
  ]);
}

/** A grayscale PNG whose IHDR says width x height (its CRCs right, so only the size is wrong). */
function pngOfHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  const rows = Buffer.alloc(Math.max(height, 1) * (Math.max(width, 1) + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 4 x 3 JPEG whose start-of-frame segment is rewritten to say a height of 0. */
async function jpegOfZeroHeight(): Promise<Buffer> {
  const bytes = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#369' } })
    .jpeg()
    .toBuffer();
  const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  expect(frame).toBeGreaterThan(0);
  bytes.writeUInt16BE(0, frame + 5);
  return bytes;
}

/** A real 4 x 4 lossy WebP whose VP8 frame header is rewritten to say a width of 0. */
async function webpOfZeroWidth(): Promise<Buffer> {
  const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#963' } })
    .webp()
    .toBuffer();
  expect(bytes.toString('latin1', 12, 16)).toBe('VP8 ');
  bytes.writeUInt16LE(0, 26);
  return bytes;
}

type UploadRoute = 'image' | 'document' | 'feedback';

/** Uploads as the app does: signed over the member's token, or (feedback only) a visitor's guest id. */
async function upload(
  route: UploadRoute,
  bytes: Buffer,
  options: { language?: string; guestId?: string } = {},
) {
  const timestamp = String(Math.floor(server.clock.now().getTime() / 1000));
  const form = new FormData();
  form.set('timestamp', timestamp);
  if (options.guestId) form.set('oauth_id', options.guestId);
  form.set('sign', uploadSign(timestamp, options.guestId ?? token, DEVELOPMENT_KEYS));
  form.set('cover', new Blob([new Uint8Array(bytes)], { type: 'image/gif' }), 'picture.gif');
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'en' };
  if (!options.guestId) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseUrl}/api/upload/${route}`, {
    method: 'POST',
    body: form,
    headers,
  });
  return { status: response.status, ...((await response.json()) as { code: number; msg: string }) };
}

/** What the three routes stored: image uploads, creator documents, feedback images. */
async function storedRows() {
  const { db } = server.database.handle;
  const [images] = await db.select({ n: count() }).from(uploads);
  const [documents] = await db.select({ n: count() }).from(creatorDocuments);
  const [feedbackImages] = await db.select({ n: count() }).from(feedbackUploads);
  return { images: images!.n, documents: documents!.n, feedbackImages: feedbackImages!.n };
}

const ZERO_SIZE = serverEnglish['server.upload.zeroSize'];

const images: [string, () => Buffer | Promise<Buffer>][] = [
  ['a GIF whose header says 0 x 0', () => gifOfScreen(0, 0)],
  ['a GIF whose header says 0 x 5', () => gifOfScreen(0, 5)],
  ['a GIF whose header says 5 x 0', () => gifOfScreen(5, 0)],
  ['a PNG 0 pixels wide', () => pngOfHeader(0, 4)],
  ['a PNG 0 pixels high', () => pngOfHeader(4, 0)],
  ['a JPEG 0 pixels high', jpegOfZeroHeight],
  ['a WebP 0 pixels wide', webpOfZeroWidth],
];

const routes: [string, UploadRoute, { guestId?: string }][] = [
  ['a post image, chat photo, avatar or cover (/api/upload/image)', 'image', {}],
  ['a creator document (/api/upload/document)', 'document', {}],
  ["a member's feedback image (/api/upload/feedback)", 'feedback', {}],
  ["a visitor's feedback image (/api/upload/feedback)", 'feedback', { guestId: randomUUID() }],
];

describe('images with a zero dimension', () => {
  it('still takes a 1 x 1 GIF, the smallest image there is', async () => {
    const answer = await upload('image', gifOfScreen(1, 1));
    expect(answer).toMatchObject({ status: 200, code: 1 });
  });

  describe.each(routes)('as %s', (_name, route, options) => {
    it.each(images)('refuses %s, storing nothing', async (_image, bytesOf) => {
      const before = await storedRows();
      const answer = await upload(route, await bytesOf(), options);
      expect(answer).toEqual({ status: 415, code: 0, msg: ZERO_SIZE });
      expect(await storedRows()).toEqual(before);
    });
  });

  it("answers in the uploader's language", async () => {
    expect(await upload('image', gifOfScreen(0, 0), { language: 'de' })).toEqual({
      status: 415,
      code: 0,
      msg: serverGerman['server.upload.zeroSize'],
    });
    expect(await upload('document', gifOfScreen(0, 0), { language: 'ar' })).toEqual({
      status: 415,
      code: 0,
      msg: serverArabic['server.upload.zeroSize'],
    });
    expect(serverGerman['server.upload.zeroSize']).not.toBe(ZERO_SIZE);
  });
});
