/**
 * Step 2 of a video upload on the local disk (video-uploads.service.ts): a part, or the whole file
 * under one slice, PUT to the server's own signed URL. With S3 the browser PUTs to the storage.
 */
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { uploadSessions } from '../../db/schema.ts';
import { UploadRefused } from './uploads.service.ts';
import {
  liveSessionOf,
  partSizeOf,
  partsDoneOf,
  sliceCountOf,
  type SessionRow,
  type VideoUploadDeps,
} from './video-uploads.service.ts';

/** Stores a part (or, number 0, the whole file) that came to the server's own signed URL. */
export async function receivePut(
  deps: VideoUploadDeps,
  sessionId: string,
  number: number,
  body: Readable,
  declaredLength: number | undefined,
): Promise<string> {
  const session = await liveSessionOf(deps, sessionId, deps.clock.now());
  const single = session.storageUploadId === '';
  if (single !== (number === 0) || number > sliceCountOf(session.bytes))
    throw new UploadRefused(403, 'server.upload.partLinkInvalid');
  const expected = single ? session.bytes : partSizeOf(session.bytes, number);
  checkDeclaredLength(declaredLength, expected);
  if (single) {
    const written = await deps.storage.putStream(session.tempKey, body, expected);
    return written.etag;
  }
  return storePart(deps, session, number, body, expected);
}

/** A Content-Length other than the part's size is refused before the body is read. */
function checkDeclaredLength(declaredLength: number | undefined, expected: number) {
  if (declaredLength === undefined || declaredLength === expected) return;
  throw new UploadRefused(
    declaredLength > expected ? 413 : 400,
    declaredLength > expected ? 'server.upload.fileTooLarge' : 'server.upload.incomplete',
    {
      megabytes: Math.floor(expected / (1024 * 1024)),
    },
  );
}

/** Uploads the part to the storage's multipart upload and records it as done. */
async function storePart(
  deps: VideoUploadDeps,
  session: SessionRow,
  number: number,
  body: Readable,
  expected: number,
): Promise<string> {
  const part = await deps.storage.uploadPart(
    session.tempKey,
    session.storageUploadId,
    number,
    body,
    expected,
  );
  const parts = [...partsDoneOf(session).filter((p) => p.number !== number), { number, etag: part.etag }];
  await deps.db.update(uploadSessions).set({ partsDone: parts }).where(eq(uploadSessions.id, session.id));
  return part.etag;
}
