/**
 * Step 3 of a video upload (video-uploads.service.ts): assemble the parts, check the file is a
 * video by its bytes and record it as the caller's upload.
 */
import { and, eq } from 'drizzle-orm';
import { uploadSessions, uploads } from '../../db/schema.ts';
import { bareEtag, type StoredPart } from '../../media/storage.ts';
import { UploadRefused } from './uploads.service.ts';
import {
  liveSessionOf,
  partSizeOf,
  posterBlurKeyOf,
  removeExpiredSessions,
  sliceCountOf,
  videoTypeOf,
  type PartDone,
  type SessionRow,
  type VideoType,
  type VideoUploadDeps,
} from './video-uploads.service.ts';

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

function sliceTagsOf(value: unknown): PartDone[] {
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

/** Puts a claimed session back to open, so the client can send what was missing and complete again. */
type Reopen = () => Promise<unknown>;

const incomplete = () => new UploadRefused(400, 'server.upload.incomplete');

/**
 * Assembles the parts, checks the file by its bytes and moves it to
 * `private/uploads/{userId}/{uploadPublicId}/original.{ext}` with an `uploads` row. Missing parts
 * leave the session open to resume; a file that is not a video is removed with its session.
 */
export async function completeVideoUpload(
  deps: VideoUploadDeps,
  userId: number,
  input: CompleteInput,
): Promise<CompleteAnswer> {
  const now = deps.clock.now();
  if (typeof input.uploadId !== 'string' || typeof input.uploadName !== 'string')
    throw new UploadRefused(400, 'server.error.malformed');
  const tags = sliceTagsOf(input.sliceTag);
  await removeExpiredSessions(deps, now);
  const session = await claimSession(
    deps,
    userId,
    { sessionId: input.uploadId, uploadName: input.uploadName },
    now,
  );
  const reopen: Reopen = () =>
    deps.db.update(uploadSessions).set({ state: 'open' }).where(eq(uploadSessions.id, session.id));
  try {
    const wasMultipart = session.storageUploadId !== '';
    if (wasMultipart) await assembleParts(deps, session, tags, reopen);
    await checkAssembledSize(deps, session, wasMultipart, reopen);
    const type = await checkIsVideo(deps, session);
    await recordUpload(deps, userId, session, type, now);
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

/** The caller's live session for this upload, claimed by one complete at a time (404 otherwise). */
async function claimSession(
  deps: VideoUploadDeps,
  userId: number,
  input: { sessionId: string; uploadName: string },
  now: Date,
): Promise<SessionRow> {
  const session = await liveSessionOf(deps, input.sessionId, now);
  if (session.userId !== userId || session.uploadPublicId !== input.uploadName)
    throw new UploadRefused(404, 'server.upload.sessionExpired');
  // A second complete finds it no longer open.
  const [claimed] = await deps.db
    .update(uploadSessions)
    .set({ state: 'completing' })
    .where(and(eq(uploadSessions.id, session.id), eq(uploadSessions.state, 'open')))
    .returning({ id: uploadSessions.id });
  if (!claimed) throw new UploadRefused(404, 'server.upload.sessionExpired');
  return session;
}

/**
 * Every part there, with the client's ETag and its size, assembled into one object; a storage that
 * cannot list parts checks the ETags itself in completeMultipart, and the assembled size is checked
 * after. Assembled, the multipart upload is gone and only the object remains to clean up.
 */
async function assembleParts(deps: VideoUploadDeps, session: SessionRow, tags: PartDone[], reopen: Reopen) {
  const { storage } = deps;
  const count = sliceCountOf(session.bytes);
  if (tags.length !== count || tags.some((tag, i) => tag.number !== i + 1)) {
    await reopen();
    throw incomplete();
  }
  const listed = await storage.listParts(session.tempKey, session.storageUploadId);
  if (listed && !partsMatch(listed, tags, session.bytes)) {
    await reopen();
    throw incomplete();
  }
  try {
    await storage.completeMultipart(session.tempKey, session.storageUploadId, tags);
  } catch (error) {
    if (listed) throw error;
    await reopen();
    throw incomplete();
  }
  await deps.db.update(uploadSessions).set({ storageUploadId: '' }).where(eq(uploadSessions.id, session.id));
  session.storageUploadId = '';
}

/** Each tag names a stored part with the same ETag and the size its number must have. */
function partsMatch(listed: StoredPart[], tags: PartDone[], total: number): boolean {
  const stored = new Map(listed.map((part) => [part.number, part]));
  return tags.every((tag) => {
    const part = stored.get(tag.number);
    return part !== undefined && part.etag === tag.etag && part.size === partSizeOf(total, tag.number);
  });
}

/** A single PUT not (fully) sent can be sent again; assembled parts of the wrong size cannot. */
async function checkAssembledSize(
  deps: VideoUploadDeps,
  session: SessionRow,
  wasMultipart: boolean,
  reopen: Reopen,
) {
  const assembled = await deps.storage.open(session.tempKey);
  const size = assembled?.size ?? -1;
  assembled?.stream.destroy();
  if (size === session.bytes) return;
  if (assembled && !wasMultipart) await deps.storage.remove(session.tempKey);
  if (wasMultipart) await dropSession(deps, session);
  else await reopen();
  throw incomplete();
}

/** The file's container by its first bytes; a file that is not a video is removed with its session. */
async function checkIsVideo(deps: VideoUploadDeps, session: SessionRow): Promise<VideoType> {
  const type = videoTypeOf((await deps.storage.readStart(session.tempKey, 12)) ?? Buffer.alloc(0));
  if (type) return type;
  await dropSession(deps, session);
  throw new UploadRefused(415, 'server.upload.videoUnsupportedType');
}

async function dropSession(deps: VideoUploadDeps, session: SessionRow) {
  await deps.storage.remove(session.tempKey);
  await deps.db.delete(uploadSessions).where(eq(uploadSessions.id, session.id));
}

/** Moves the file to its place and records the upload; the session ends with it. */
async function recordUpload(
  deps: VideoUploadDeps,
  userId: number,
  session: SessionRow,
  type: VideoType,
  now: Date,
) {
  const originalKey = `private/uploads/${userId}/${session.uploadPublicId}/original.${type}`;
  await deps.storage.move(session.tempKey, originalKey);
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
    await deps.storage.remove(originalKey).catch(() => undefined);
    throw error;
  }
}
