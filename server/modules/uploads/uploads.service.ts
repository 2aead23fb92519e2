/**
 * The upload rules, once: who may upload, how often, the signed fields, what bytes are accepted,
 * and storing the processed files so that a refused or failed upload leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { CLIENT_NAME, MAX_CLOCK_SKEW_SECONDS, type EnvelopeKeys } from '../../../src/contract/envelope.ts';
import { resolveSession } from '../../auth/sessions.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { creatorDocuments, uploads } from '../../db/schema.ts';
import type { MessageId, MessageValues } from '../../i18n/messages.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ImageRefused, imageTypeOf, processImage, type ProcessedImage } from './image-processing.ts';

/** A refusal: HTTP status and a server message in the user's language. */
export class UploadRefused extends Error {
  constructor(
    readonly httpStatus: number,
    readonly messageId: MessageId,
    readonly values: MessageValues = {},
  ) {
    super(messageId);
    this.name = 'UploadRefused';
  }
}

/** Who uploads a feedback image, and who sends feedback: a member, or a visitor known by their guest id. */
export type UploadSender = { userId: number; guestId?: undefined } | { userId?: undefined; guestId: string };

/** The rate-limit key of a sender: `u{id}` for a member, `g{guest id}` for a visitor. */
export const senderKeyOf = (sender: UploadSender): string =>
  sender.userId !== undefined ? `u${sender.userId}` : `g${sender.guestId}`;

/** Room the multipart framing (boundaries, part headers, the small fields) may take beyond the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The string the upload's `sign` is the HMAC-SHA256 of (docs/api.md, Uploads). */
export function uploadSigningString(timestamp: string, token: string): string {
  return `client=${CLIENT_NAME}&timestamp=${timestamp}&token=${token}`;
}

/** Lowercase hex HMAC-SHA256 with the envelope's sign key, as the app computes it. */
export function uploadSign(timestamp: string, token: string, keys: EnvelopeKeys): string {
  return createHmac('sha256', Buffer.from(keys.signKey, 'utf8'))
    .update(uploadSigningString(timestamp, token))
    .digest('hex');
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header?.trim() ?? '');
  return match?.[1];
}

/** The signed-in user behind the request's token; refuses (401) without a live session. */
export async function uploaderOf(db: Database, token: string | undefined, now: Date): Promise<number> {
  if (!token) throw new UploadRefused(401, 'server.error.loginRequired');
  const session = await resolveSession(db, token, now);
  if (!session) throw new UploadRefused(401, 'content.tokenExpired');
  return session.userId;
}

/** Refuses (429) once the user stored UPLOADS_PER_HOUR uploads (creator documents too) in the hour before now. */
export async function checkHourlyLimit(db: Database, config: ServerConfig, userId: number, now: Date) {
  const since = new Date(now.getTime() - 3600_000);
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, since)));
  const [documents] = await db
    .select({ n: count() })
    .from(creatorDocuments)
    .where(and(eq(creatorDocuments.userId, userId), gt(creatorDocuments.createdAt, since)));
  if ((row?.n ?? 0) + (documents?.n ?? 0) >= config.uploads.perHour) {
    throw new UploadRefused(429, 'server.upload.tooManyUploads', { count: config.uploads.perHour });
  }
}

/** Checks the signed fields: a timestamp near the server clock and a sign over it and the token. */
export function checkSignedFields(
  fields: { timestamp: unknown; sign: unknown },
  token: string,
  keys: EnvelopeKeys,
  now: Date,
) {
  const { timestamp, sign } = fields;
  if (typeof timestamp !== 'string' || typeof sign !== 'string' || !/^\d{1,12}$/.test(timestamp)) {
    throw new UploadRefused(400, 'server.error.malformed');
  }
  if (Math.abs(Number(timestamp) - Math.floor(now.getTime() / 1000)) > MAX_CLOCK_SKEW_SECONDS) {
    throw new UploadRefused(400, 'server.error.staleTimestamp', { minutes: MAX_CLOCK_SKEW_SECONDS / 60 });
  }
  const expected = Buffer.from(uploadSign(timestamp, token, keys));
  const given = Buffer.from(sign.toLowerCase());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new UploadRefused(400, 'server.error.badSign');
  }
}

export interface StoredImage {
  publicId: string;
  /** Path of the public blurred preview, relative to app/config's img_url (`/media/p/`). */
  path: string;
  width: number;
  height: number;
}

/**
 * The image checks every upload passes, once: size, type by magic number, a width and height
 * above 0, pixel limit, and a decode. Answers the processed image (original re-encoded without metadata, sizes, preview);
 * refuses with the status and message of the rule broken.
 */
export async function checkedImage(config: ServerConfig, bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > config.uploads.imageMaxBytes) {
    throw new UploadRefused(413, 'server.upload.fileTooLarge', {
      megabytes: Math.floor(config.uploads.imageMaxBytes / (1024 * 1024)),
    });
  }
  const type = imageTypeOf(bytes);
  if (!type) throw new UploadRefused(415, 'server.upload.unsupportedType');
  try {
    return await processImage(bytes, type, config.uploads.imageMaxPixels);
  } catch (error) {
    if (error instanceof ImageRefused && error.reason === 'tooManyPixels') {
      throw new UploadRefused(413, 'server.upload.tooManyPixels', {
        megapixels: Math.floor(config.uploads.imageMaxPixels / 1_000_000),
      });
    }
    if (error instanceof ImageRefused && error.reason === 'zeroSize') {
      throw new UploadRefused(415, 'server.upload.zeroSize');
    }
    if (error instanceof ImageRefused) throw new UploadRefused(415, 'server.upload.unreadable');
    throw error;
  }
}

/**
 * Checks the image's bytes, processes it and stores every file under a temporary folder, then
 * moves each into place and records the upload. Any failure removes what was written.
 */
export async function storeImage(
  deps: { db: Database; config: ServerConfig; storage: MediaStorage },
  userId: number,
  bytes: Buffer,
  now: Date,
): Promise<StoredImage> {
  const { config, storage, db } = deps;
  const image = await checkedImage(config, bytes);

  const publicId = randomUUID();
  const folder = `private/uploads/${userId}/${publicId}`;
  const tmpFolder = `private/tmp/${publicId}`;
  const blurKey = `public/uploads/${publicId}/blur.webp`;
  const files = [
    { ...image.original, key: `${folder}/${image.original.name}` },
    ...image.variants.map((variant) => ({ ...variant, key: `${folder}/${variant.name}` })),
    { ...image.blur, key: blurKey },
  ].map((file, i) => ({ ...file, tmpKey: `${tmpFolder}/${i}-${file.name}` }));

  const written: string[] = [];
  try {
    for (const file of files) {
      await storage.put(file.tmpKey, file.body);
      written.push(file.tmpKey);
    }
    for (const file of files) {
      await storage.move(file.tmpKey, file.key);
      written.push(file.key);
    }
    await db.insert(uploads).values({
      publicId,
      userId,
      kind: 'image',
      status: 'ready',
      originalKey: files[0]!.key,
      variants: image.variants.map((variant) => ({
        width: variant.width,
        height: variant.height,
        format: variant.format,
        key: `${folder}/${variant.name}`,
      })),
      width: image.width,
      height: image.height,
      blurKey,
      bytes: bytes.length,
      // The server's clock, which the hourly limit counts with.
      createdAt: now,
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.remove(key)));
    throw error;
  }
  return { publicId, path: blurKey.slice('public/'.length), width: image.width, height: image.height };
}
