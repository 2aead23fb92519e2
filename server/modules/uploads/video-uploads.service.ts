/**
 * Video uploads (spec §7, §9; docs/api.md "Uploads: videos"): a session per file (user, SHA-256,
 * size) that lives 10,500,000 ms; parts of 52428800 bytes PUT to signed URLs (the storage's
 * presigned ones, or our own part route on the local disk); complete assembles the parts, checks
 * the bytes are a video and records the upload. Files under one slice take a single signed PUT.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, count, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { uploadSessions, uploads } from '../../db/schema.ts';
import { bareEtag, type MediaStorage } from '../../media/storage.ts';
import { UploadRefused, checkHourlyLimit } from './uploads.service.ts';

/** Spec §9: multipart slice size. */
export const SLICE_BYTES = 52_428_800;
/** Spec §9: an upload session (and the client's stored copy) lives this long. */
export const SESSION_LIFETIME_MS = 10_500_000;
/** Spec §9: a direct (single PUT) video URL is good for an hour. */
export const SINGLE_PUT_URL_MS = 3_600_000;
/** Expired sessions removed per call, so a backlog never makes one request slow. */
const CLEANUP_BATCH = 20;

/** Where the local driver's parts and single PUTs go (app/config's upload_mobile_big_mp4_upload). */
export const VIDEO_PUT_PATH = '/api/upload/video';
export const VIDEO_PART_PATH = '/api/upload/part';

export type VideoType = 'mp4' | 'mov' | 'avi';

/** Video containers told by their bytes: ISO BMFF (`ftyp` at 4; brand `qt  ` is QuickTime) and AVI. */
export function videoTypeOf(bytes: Buffer): VideoType | null {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    return bytes.toString('latin1', 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'AVI '
  )
    return 'avi';
  return null;
}

/** Types and names a client may announce; the bytes still decide at complete. */
const VIDEO_MIME_TYPES = new Set([
  'video/mp4',
  'video/quicktime',
  'video/x-msvideo',
  'video/avi',
  'video/msvideo',
]);
const VIDEO_EXTENSIONS = new Set(['mp4', 'mov', 'avi']);

export function sliceCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / SLICE_BYTES));
}

/** Bytes part `number` (from 1) of a `total`-byte file has. */
export function partSizeOf(total: number, number: number): number {
  return Math.min(SLICE_BYTES, total - (number - 1) * SLICE_BYTES);
}

interface Deps {
  config: ServerConfig;
  db: Database;
  storage: MediaStorage;
  clock: Clock;
}

export interface StartInput {
  total: unknown;
  fileHash: unknown;
  fileName?: unknown;
  fileType?: unknown;
}

export interface StartAnswer {
  /** Multipart: where parts go (each slice's signature is the URL to use). Single: the signed PUT URL. */
  uploadUrl: string;
  /** The id the finished upload gets (uploads.public_id). */
  UploadName: string;
  /** Path of the video's public blurred poster once processed, under app/config's img_url. */
  publicUrl: string;
  /** The session's id, sent back with complete. */
  uploadId: string;
  slices: { number: number; signature: string; etag: string }[];
  /** When the session and its URLs expire, in ms since the epoch. */
  expiresAt: number;
}

type SessionRow = typeof uploadSessions.$inferSelect;

/** The blurred poster's path the processing job writes (CONVENTIONS: public/videos/{id}/poster-blur.webp). */
function posterBlurKeyOf(uploadPublicId: string) {
  return `public/videos/${uploadPublicId}/poster-blur.webp`;
}

function partSignature(key: string, sessionId: string, number: number, expires: number) {
  return createHmac('sha256', `video-upload:${key}`)
    .update(`${sessionId}:${number}:${expires}`)
    .digest('hex');
}

/** The server's own signed URL for a part (number >= 1) or the single PUT (number 0). */
function localPutUrl(config: ServerConfig, sessionId: string, number: number, expiresAt: Date) {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const signature = partSignature(config.mediaSigningKey, sessionId, number, expires);
  const base = number === 0 ? `${VIDEO_PUT_PATH}/${sessionId}` : `${VIDEO_PART_PATH}/${sessionId}/${number}`;
  return `${base}?expires=${expires}&signature=${signature}`;
}

/** Checks a local PUT URL's signature and expiry (403 otherwise). */
export function checkPutSignature(
  config: ServerConfig,
  sessionId: string,
  number: number,
  query: { expires?: unknown; signature?: unknown },
  now: Date,
) {
  const expires = Number(query.expires);
  const signature = typeof query.signature === 'string' ? query.signature : '';
  const expected = Buffer.from(partSignature(config.mediaSigningKey, sessionId, number, expires));
  const given = Buffer.from(signature);
  const valid =
    Number.isSafeInteger(expires) &&
    expires * 1000 > now.getTime() &&
    expected.length === given.length &&
    timingSafeEqual(expected, given);
  if (!valid) throw new UploadRefused(403, 'server.upload.partLinkInvalid');
}

/** Removes sessions past their time, with their parts or their single PUT object. */
export async function removeExpiredSessions(deps: Pick<Deps, 'db' | 'storage'>, now: Date): Promise<number> {
  const expired = await deps.db
    .select()
    .from(uploadSessions)
    .where(lte(uploadSessions.expiresAt, now))
    .limit(CLEANUP_BATCH);
  for (const session of expired) await dropSessionFiles(deps.storage, session);
  if (expired.length > 0) {
    await deps.db.delete(uploadSessions).where(
      inArray(
        uploadSessions.id,
        expired.map((session) => session.id),
      ),
    );
  }
  return expired.length;
}

async function dropSessionFiles(storage: MediaStorage, session: SessionRow) {
  if (session.storageUploadId) await storage.abortMultipart(session.tempKey, session.storageUploadId);
  await storage.remove(session.tempKey);
}

function checkStartInput(config: ServerConfig, input: StartInput) {
  const total = typeof input.total === 'string' ? Number(input.total) : input.total;
  const fileHash = typeof input.fileHash === 'string' ? input.fileHash.toLowerCase() : '';
  if (
    typeof total !== 'number' ||
    !Number.isSafeInteger(total) ||
    total < 1 ||
    !/^[0-9a-f]{64}$/.test(fileHash)
  )
    throw new UploadRefused(400, 'server.error.malformed');
  if (total > config.uploads.videoMaxBytes) {
    throw new UploadRefused(413, 'server.upload.fileTooLarge', {
      megabytes: Math.floor(config.uploads.videoMaxBytes / (1024 * 1024)),
    });
  }
  // A name or type the client announces must be a video's; the bytes decide in the end.
  if (
    typeof input.fileType === 'string' &&
    input.fileType !== '' &&
    !VIDEO_MIME_TYPES.has(input.fileType.toLowerCase())
  )
    throw new UploadRefused(415, 'server.upload.videoUnsupportedType');
  if (typeof input.fileName === 'string' && input.fileName.includes('.')) {
    const extension = input.fileName.split('.').pop()!.toLowerCase();
    if (!VIDEO_EXTENSIONS.has(extension)) throw new UploadRefused(415, 'server.upload.videoUnsupportedType');
  }
  return { total, fileHash };
}

/** Refuses (429) when uploads and sessions started in the last hour reach UPLOADS_PER_HOUR. */
async function checkSessionLimit(deps: Deps, userId: number, now: Date) {
  await checkHourlyLimit(deps.db, deps.config, userId, now);
  const since = new Date(now.getTime() - 3600_000);
  const [sessions] = await deps.db
    .select({ n: count() })
    .from(uploadSessions)
    .where(and(eq(uploadSessions.userId, userId), gt(uploadSessions.createdAt, since)));
  const [stored] = await deps.db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, since)));
  if ((sessions?.n ?? 0) + (stored?.n ?? 0) >= deps.config.uploads.perHour) {
    throw new UploadRefused(429, 'server.upload.tooManyUploads', { count: deps.config.uploads.perHour });
  }
}

/**
 * Starts (or resumes) a video upload. `single` is the direct PUT of a file under one slice
 * (upload_mp4_big_key); otherwise the multipart flow (upload_multipart_start).
 */
export async function startVideoUpload(
  deps: Deps,
  userId: number,
  input: StartInput,
  single: boolean,
): Promise<StartAnswer> {
  const now = deps.clock.now();
  const { total, fileHash } = checkStartInput(deps.config, input);
  if (single && total >= SLICE_BYTES) throw new UploadRefused(400, 'server.error.malformed');
  await removeExpiredSessions(deps, now);

  const [live] = await deps.db
    .select()
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.userId, userId),
        eq(uploadSessions.fileHash, fileHash),
        eq(uploadSessions.bytes, total),
        eq(uploadSessions.state, 'open'),
        gt(uploadSessions.expiresAt, now),
      ),
    )
    .limit(1);
  let session: SessionRow;
  if (live && (live.storageUploadId === '') === single) {
    session = live;
  } else {
    await checkSessionLimit(deps, userId, now);
    const publicId = randomUUID();
    const tempKey = `private/tmp/videos/${publicId}/upload`;
    const storageUploadId = single ? '' : await deps.storage.createMultipart(tempKey);
    const [created] = await deps.db
      .insert(uploadSessions)
      .values({
        publicId,
        userId,
        uploadPublicId: randomUUID(),
        fileHash,
        bytes: total,
        tempKey,
        storageUploadId,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
        createdAt: now,
      })
      .returning();
    session = created!;
  }

  const publicUrl = posterBlurKeyOf(session.uploadPublicId).slice('public/'.length);
  if (single) {
    const expiresAt = new Date(Math.min(session.expiresAt.getTime(), now.getTime() + SINGLE_PUT_URL_MS));
    const url =
      (await deps.storage.presignPut(session.tempKey, expiresAt)) ??
      localPutUrl(deps.config, session.publicId, 0, expiresAt);
    return {
      uploadUrl: url,
      UploadName: session.uploadPublicId,
      publicUrl,
      uploadId: session.publicId,
      slices: [{ number: 1, signature: url, etag: '' }],
      expiresAt: expiresAt.getTime(),
    };
  }

  // The parts already stored, asked of the storage (the browser may have PUT them straight to S3);
  // a part of the wrong size is not done. A storage that cannot list parts keeps the table's record.
  const stored = await deps.storage.listParts(session.tempKey, session.storageUploadId);
  let done = (session.partsDone as { number: number; etag: string }[]) ?? [];
  if (stored) {
    done = stored
      .filter((part) => part.size === partSizeOf(total, part.number))
      .map(({ number, etag }) => ({ number, etag }));
    await deps.db.update(uploadSessions).set({ partsDone: done }).where(eq(uploadSessions.id, session.id));
  }
  const etagOf = new Map(done.map((part) => [part.number, part.etag]));
  const slices = [];
  for (let number = 1; number <= sliceCountOf(total); number += 1) {
    const signature =
      (await deps.storage.presignPart(session.tempKey, session.storageUploadId, number, session.expiresAt)) ??
      localPutUrl(deps.config, session.publicId, number, session.expiresAt);
    slices.push({ number, signature, etag: etagOf.get(number) ?? '' });
  }
  return {
    uploadUrl: slices[0]!.signature.split('?')[0]!.replace(/\/1$/, ''),
    UploadName: session.uploadPublicId,
    publicUrl,
    uploadId: session.publicId,
    slices,
    expiresAt: session.expiresAt.getTime(),
  };
}

/** The live, open session `sessionId` (404 otherwise). */
export async function liveSessionOf(
  deps: Pick<Deps, 'db'>,
  sessionId: string,
  now: Date,
): Promise<SessionRow> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw new UploadRefused(404, 'server.upload.sessionExpired');
  const [session] = await deps.db
    .select()
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.publicId, sessionId),
        eq(uploadSessions.state, 'open'),
        gt(uploadSessions.expiresAt, now),
      ),
    );
  if (!session) throw new UploadRefused(404, 'server.upload.sessionExpired');
  return session;
}

/** Stores a part (or, number 0, the whole file) that came to the server's own signed URL. */
export async function receivePut(
  deps: Deps,
  sessionId: string,
  number: number,
  body: Readable,
  declaredLength: number | undefined,
): Promise<string> {
  const now = deps.clock.now();
  const session = await liveSessionOf(deps, sessionId, now);
  const single = session.storageUploadId === '';
  if (single !== (number === 0) || number > sliceCountOf(session.bytes))
    throw new UploadRefused(403, 'server.upload.partLinkInvalid');
  const expected = single ? session.bytes : partSizeOf(session.bytes, number);
  if (declaredLength !== undefined && declaredLength !== expected) {
    throw new UploadRefused(
      declaredLength > expected ? 413 : 400,
      declaredLength > expected ? 'server.upload.fileTooLarge' : 'server.upload.incomplete',
      {
        megabytes: Math.floor(expected / (1024 * 1024)),
      },
    );
  }
  if (single) {
    const written = await deps.storage.putStream(session.tempKey, body, expected);
    return written.etag;
  }
  const part = await deps.storage.uploadPart(
    session.tempKey,
    session.storageUploadId,
    number,
    body,
    expected,
  );
  const parts = [
    ...((session.partsDone as { number: number; etag: string }[]) ?? []).filter((p) => p.number !== number),
    { number, etag: part.etag },
  ];
  await deps.db.update(uploadSessions).set({ partsDone: parts }).where(eq(uploadSessions.id, session.id));
  return part.etag;
}

export interface CompleteInput {
  uploadName: unknown;
  uploadId: unknown;
  sliceTag: unknown;
}

export interface CompleteAnswer {
  UploadName: string;
  publicUrl: string;
  /** uploads.public_id, what article/publish's `media` takes. */
  upload_id: string;
}

function sliceTagsOf(value: unknown): { number: number; etag: string }[] {
  if (!Array.isArray(value)) throw new UploadRefused(400, 'server.error.malformed');
  return value
    .map((item: unknown) => {
      const { number, e_tag } = (item ?? {}) as { number?: unknown; e_tag?: unknown };
      const n = typeof number === 'string' ? Number(number) : number;
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1 || typeof e_tag !== 'string')
        throw new UploadRefused(400, 'server.error.malformed');
      return { number: n, etag: bareEtag(e_tag) };
    })
    .sort((a, b) => a.number - b.number);
}

/**
 * Assembles the parts, checks the file by its bytes and moves it to
 * `private/uploads/{userId}/{uploadPublicId}/original.{ext}` with an `uploads` row. Missing parts
 * leave the session open to resume; a file that is not a video is removed with its session.
 */
export async function completeVideoUpload(
  deps: Deps,
  userId: number,
  input: CompleteInput,
): Promise<CompleteAnswer> {
  const now = deps.clock.now();
  if (typeof input.uploadId !== 'string' || typeof input.uploadName !== 'string')
    throw new UploadRefused(400, 'server.error.malformed');
  const tags = sliceTagsOf(input.sliceTag);
  await removeExpiredSessions(deps, now);
  const session = await liveSessionOf(deps, input.uploadId, now);
  if (session.userId !== userId || session.uploadPublicId !== input.uploadName)
    throw new UploadRefused(404, 'server.upload.sessionExpired');

  // Claimed by one complete at a time; a second one finds it no longer open.
  const [claimed] = await deps.db
    .update(uploadSessions)
    .set({ state: 'completing' })
    .where(and(eq(uploadSessions.id, session.id), eq(uploadSessions.state, 'open')))
    .returning({ id: uploadSessions.id });
  if (!claimed) throw new UploadRefused(404, 'server.upload.sessionExpired');
  const reopen = () =>
    deps.db.update(uploadSessions).set({ state: 'open' }).where(eq(uploadSessions.id, session.id));

  const { storage } = deps;
  const wasMultipart = session.storageUploadId !== '';
  try {
    if (wasMultipart) {
      const count = sliceCountOf(session.bytes);
      if (tags.length !== count || tags.some((tag, i) => tag.number !== i + 1)) {
        await reopen();
        throw new UploadRefused(400, 'server.upload.incomplete');
      }
      // Every part there, with the client's ETag and its size; a storage that cannot list parts
      // checks the ETags itself in completeMultipart, and the assembled size is checked below.
      const listed = await storage.listParts(session.tempKey, session.storageUploadId);
      if (listed) {
        const stored = new Map(listed.map((part) => [part.number, part]));
        const wrong = tags.some((tag) => {
          const part = stored.get(tag.number);
          return !part || part.etag !== tag.etag || part.size !== partSizeOf(session.bytes, tag.number);
        });
        if (wrong) {
          await reopen();
          throw new UploadRefused(400, 'server.upload.incomplete');
        }
      }
      try {
        await storage.completeMultipart(session.tempKey, session.storageUploadId, tags);
      } catch (error) {
        if (listed) throw error;
        await reopen();
        throw new UploadRefused(400, 'server.upload.incomplete');
      }
      // Assembled: the multipart upload is gone, only the object remains to clean up.
      await deps.db
        .update(uploadSessions)
        .set({ storageUploadId: '' })
        .where(eq(uploadSessions.id, session.id));
      session.storageUploadId = '';
    }

    const assembled = await storage.open(session.tempKey);
    const size = assembled?.size ?? -1;
    assembled?.stream.destroy();
    if (size !== session.bytes) {
      // A single PUT not (fully) sent can be sent again; assembled parts of the wrong size cannot.
      if (assembled && !wasMultipart) await storage.remove(session.tempKey);
      if (wasMultipart) {
        await storage.remove(session.tempKey);
        await deps.db.delete(uploadSessions).where(eq(uploadSessions.id, session.id));
      } else await reopen();
      throw new UploadRefused(400, 'server.upload.incomplete');
    }
    const type = videoTypeOf((await storage.readStart(session.tempKey, 12)) ?? Buffer.alloc(0));
    if (!type) {
      await storage.remove(session.tempKey);
      await deps.db.delete(uploadSessions).where(eq(uploadSessions.id, session.id));
      throw new UploadRefused(415, 'server.upload.videoUnsupportedType');
    }

    const originalKey = `private/uploads/${userId}/${session.uploadPublicId}/original.${type}`;
    await storage.move(session.tempKey, originalKey);
    try {
      await deps.db.transaction(async (tx) => {
        await tx.insert(uploads).values({
          publicId: session.uploadPublicId,
          userId,
          kind: 'video',
          status: 'uploaded',
          originalKey,
          width: 0,
          height: 0,
          blurKey: posterBlurKeyOf(session.uploadPublicId),
          bytes: session.bytes,
          createdAt: now,
        });
        await tx.delete(uploadSessions).where(eq(uploadSessions.id, session.id));
      });
    } catch (error) {
      await storage.remove(originalKey).catch(() => undefined);
      throw error;
    }
    return {
      UploadName: session.uploadPublicId,
      publicUrl: posterBlurKeyOf(session.uploadPublicId).slice('public/'.length),
      upload_id: session.uploadPublicId,
    };
  } catch (error) {
    if (!(error instanceof UploadRefused)) await reopen().catch(() => undefined);
    throw error;
  }
}
