/**
 * Video uploads (spec §7, §9; docs/api.md "Uploads: videos"): a session per file (user, SHA-256,
 * size) that lives 10,500,000 ms; parts of 52428800 bytes PUT to signed URLs (the storage's
 * presigned ones, or our own part route on the local disk); complete assembles the parts, checks
 * the bytes are a video and records the upload. Files under one slice take a single signed PUT.
 *
 * One file per step of the protocol: video-uploads.start.ts (start or resume a session),
 * video-uploads.part.ts (a part or single file PUT to our own signed URL), video-uploads.complete.ts
 * (assemble and record). This file holds what the steps share: the session, its sizes and links.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { uploadSessions } from '../../db/schema.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { UploadRefused } from './uploads.service.ts';

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

export function sliceCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / SLICE_BYTES));
}

/** Bytes part `number` (from 1) of a `total`-byte file has. */
export function partSizeOf(total: number, number: number): number {
  return Math.min(SLICE_BYTES, total - (number - 1) * SLICE_BYTES);
}

export interface VideoUploadDeps {
  config: ServerConfig;
  db: Database;
  storage: MediaStorage;
  clock: Clock;
}

export type SessionRow = typeof uploadSessions.$inferSelect;

/** A part stored so far, as the session records it. */
export interface PartDone {
  number: number;
  etag: string;
}

/** The parts the session records as stored. */
export function partsDoneOf(session: SessionRow): PartDone[] {
  return (session.partsDone as PartDone[] | null) ?? [];
}

/** The blurred poster's path the processing job writes (CONVENTIONS: public/videos/{id}/poster-blur.webp). */
export function posterBlurKeyOf(uploadPublicId: string) {
  return `public/videos/${uploadPublicId}/poster-blur.webp`;
}

function partSignature(key: string, sessionId: string, number: number, expires: number) {
  return createHmac('sha256', `video-upload:${key}`)
    .update(`${sessionId}:${number}:${expires}`)
    .digest('hex');
}

/** The server's own signed URL for a part (number >= 1) or the single PUT (number 0). */
export function localPutUrl(config: ServerConfig, sessionId: string, number: number, expiresAt: Date) {
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
export async function removeExpiredSessions(
  deps: Pick<VideoUploadDeps, 'db' | 'storage'>,
  now: Date,
): Promise<number> {
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

/** The live, open session `sessionId` (404 otherwise). */
export async function liveSessionOf(
  deps: Pick<VideoUploadDeps, 'db'>,
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
