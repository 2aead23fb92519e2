/**
 * The creator academy's lesson videos (docs/decisions/academy.md): the recordings of
 * scripts/record-academy.ts, committed as server/seed/academy/{lesson}.mp4. At each start
 * (main.ts) a lesson whose recording is new or changed (by its SHA-256) is stored under a new
 * video id and its encode queued as a background job (`academy.process`, the posts' HLS pipeline),
 * so a start only reads six small files and writes a few rows; the lessons show as processing
 * until their job has run. Idempotent: a start with nothing new writes nothing.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACADEMY_LESSONS, type AcademyLessonId } from '../../src/contract/academy.ts';
import type { Database } from '../db/client.ts';
import { academyLessons } from '../db/schema.ts';
import type { MediaStorage } from '../media/storage.ts';
import { enqueueAcademyVideo } from '../modules/academy/academy-job.ts';

/** Where the recordings are committed. */
export const ACADEMY_SOURCE_DIR = fileURLToPath(new URL('./academy/', import.meta.url));

export interface AcademyProvision {
  /** Lessons whose recording was stored and queued now. */
  queued: AcademyLessonId[];
  /** Lessons without a recording in the folder (left as they are). */
  missing: AcademyLessonId[];
}

async function readSource(dir: string, id: AcademyLessonId): Promise<Buffer | null> {
  try {
    return await readFile(path.join(dir, `${id}.mp4`));
  } catch {
    return null;
  }
}

/** Stores and queues every lesson whose recording the database does not know yet. */
export async function provisionAcademy(
  db: Database,
  storage: MediaStorage,
  sourceDir: string = ACADEMY_SOURCE_DIR,
): Promise<AcademyProvision> {
  const known = new Map(
    (
      await db.select({ id: academyLessons.id, sourceHash: academyLessons.sourceHash }).from(academyLessons)
    ).map((row) => [row.id, row.sourceHash]),
  );
  const provision: AcademyProvision = { queued: [], missing: [] };
  for (const id of ACADEMY_LESSONS) {
    const bytes = await readSource(sourceDir, id);
    if (!bytes) {
      provision.missing.push(id);
      continue;
    }
    const sourceHash = createHash('sha256').update(bytes).digest('hex');
    if (known.get(id) === sourceHash) continue;
    // A new folder per recording: the files of the one before are never overwritten mid-play.
    const videoId = `academy-${id}-${sourceHash.slice(0, 16)}`;
    const originalKey = `private/academy/${videoId}/original.mp4`;
    await storage.put(originalKey, bytes);
    const fresh = { sourceHash, videoId, originalKey, status: 'processing' } as const;
    await db.transaction(async (tx) => {
      await tx
        .insert(academyLessons)
        .values({ id, ...fresh })
        .onConflictDoUpdate({
          target: academyLessons.id,
          set: {
            ...fresh,
            videoTime: 0,
            width: 0,
            height: 0,
            posterKey: null,
            hlsKey: null,
            updatedAt: new Date(),
          },
        });
      await enqueueAcademyVideo(tx, id, videoId);
    });
    provision.queued.push(id);
  }
  return provision;
}
