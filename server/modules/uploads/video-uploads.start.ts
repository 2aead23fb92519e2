/**
 * Step 1 of a video upload (video-uploads.service.ts): start a session, or resume the caller's open
 * one for the same file, and answer where each part (or the single file) goes.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { VIDEO_EXTENSIONS, VIDEO_MIME_TYPES } from '../../../src/contract/rules/video-files.ts';
import type { ServerConfig } from '../../config.ts';
import { uploadSessions, uploads } from '../../db/schema.ts';
import { UploadRefused, checkHourlyLimit } from './uploads.service.ts';
import {
  SESSION_LIFETIME_MS,
  SINGLE_PUT_URL_MS,
  SLICE_BYTES,
  localPutUrl,
  partSizeOf,
  partsDoneOf,
  posterBlurKeyOf,
  removeExpiredSessions,
  sliceCountOf,
  type PartDone,
  type SessionRow,
  type VideoUploadDeps,
} from './video-uploads.service.ts';

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
    !VIDEO_MIME_TYPES.includes(input.fileType.toLowerCase())
  )
    throw new UploadRefused(415, 'server.upload.videoUnsupportedType');
  if (typeof input.fileName === 'string' && input.fileName.includes('.')) {
    const extension = input.fileName.split('.').pop()!.toLowerCase();
    if (!VIDEO_EXTENSIONS.includes(extension))
      throw new UploadRefused(415, 'server.upload.videoUnsupportedType');
  }
  return { total, fileHash };
}

/** Refuses (429) when uploads and sessions started in the last hour reach UPLOADS_PER_HOUR. */
async function checkSessionLimit(deps: VideoUploadDeps, userId: number, now: Date) {
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
  deps: VideoUploadDeps,
  userId: number,
  input: StartInput,
  single: boolean,
): Promise<StartAnswer> {
  const now = deps.clock.now();
  const { total, fileHash } = checkStartInput(deps.config, input);
  if (single && total >= SLICE_BYTES) throw new UploadRefused(400, 'server.error.malformed');
  await removeExpiredSessions(deps, now);
  const live = await liveSessionForFile(deps, userId, { fileHash, total }, now);
  const session =
    live && (live.storageUploadId === '') === single
      ? live
      : await openSession(deps, userId, { fileHash, total, single }, now);
  return single ? singlePutAnswer(deps, session, now) : multipartAnswer(deps, session);
}

/** The caller's open session for the same file (hash and size), if one is still live. */
async function liveSessionForFile(
  deps: VideoUploadDeps,
  userId: number,
  file: { fileHash: string; total: number },
  now: Date,
): Promise<SessionRow | undefined> {
  const [live] = await deps.db
    .select()
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.userId, userId),
        eq(uploadSessions.fileHash, file.fileHash),
        eq(uploadSessions.bytes, file.total),
        eq(uploadSessions.state, 'open'),
        gt(uploadSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return live;
}

/** A new session within the hourly limit; a multipart one starts the storage's multipart upload. */
async function openSession(
  deps: VideoUploadDeps,
  userId: number,
  file: { fileHash: string; total: number; single: boolean },
  now: Date,
): Promise<SessionRow> {
  await checkSessionLimit(deps, userId, now);
  const publicId = randomUUID();
  const tempKey = `private/tmp/videos/${publicId}/upload`;
  const storageUploadId = file.single ? '' : await deps.storage.createMultipart(tempKey);
  const [created] = await deps.db
    .insert(uploadSessions)
    .values({
      publicId,
      userId,
      uploadPublicId: randomUUID(),
      fileHash: file.fileHash,
      bytes: file.total,
      tempKey,
      storageUploadId,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      createdAt: now,
    })
    .returning();
  return created!;
}

const publicUrlOf = (session: SessionRow) => posterBlurKeyOf(session.uploadPublicId).slice('public/'.length);

/** The single PUT's signed URL, good for an hour at most (and no longer than the session). */
async function singlePutAnswer(deps: VideoUploadDeps, session: SessionRow, now: Date): Promise<StartAnswer> {
  const expiresAt = new Date(Math.min(session.expiresAt.getTime(), now.getTime() + SINGLE_PUT_URL_MS));
  const url =
    (await deps.storage.presignPut(session.tempKey, expiresAt)) ??
    localPutUrl(deps.config, session.publicId, 0, expiresAt);
  return {
    uploadUrl: url,
    UploadName: session.uploadPublicId,
    publicUrl: publicUrlOf(session),
    uploadId: session.publicId,
    slices: [{ number: 1, signature: url, etag: '' }],
    expiresAt: expiresAt.getTime(),
  };
}

/** Every part's signed URL, with the ETag of the parts already stored. */
async function multipartAnswer(deps: VideoUploadDeps, session: SessionRow): Promise<StartAnswer> {
  const etagOf = new Map((await storedPartsOf(deps, session)).map((part) => [part.number, part.etag]));
  const slices = [];
  for (let number = 1; number <= sliceCountOf(session.bytes); number += 1) {
    const signature =
      (await deps.storage.presignPart(session.tempKey, session.storageUploadId, number, session.expiresAt)) ??
      localPutUrl(deps.config, session.publicId, number, session.expiresAt);
    slices.push({ number, signature, etag: etagOf.get(number) ?? '' });
  }
  return {
    uploadUrl: slices[0]!.signature.split('?')[0]!.replace(/\/1$/, ''),
    UploadName: session.uploadPublicId,
    publicUrl: publicUrlOf(session),
    uploadId: session.publicId,
    slices,
    expiresAt: session.expiresAt.getTime(),
  };
}

/**
 * The parts already stored, asked of the storage (the browser may have PUT them straight to S3);
 * a part of the wrong size is not done. A storage that cannot list parts keeps the table's record.
 */
async function storedPartsOf(deps: VideoUploadDeps, session: SessionRow): Promise<PartDone[]> {
  const stored = await deps.storage.listParts(session.tempKey, session.storageUploadId);
  if (!stored) return partsDoneOf(session);
  const done = stored
    .filter((part) => part.size === partSizeOf(session.bytes, part.number))
    .map(({ number, etag }) => ({ number, etag }));
  await deps.db.update(uploadSessions).set({ partsDone: done }).where(eq(uploadSessions.id, session.id));
  return done;
}
