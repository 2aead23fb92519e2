/**
 * The `academy.process` job (docs/decisions/academy.md): encodes one lesson's recorded video
 * through the same pipeline as a post's (media-processing: probe, poster, 360p and 720p HLS) and
 * marks the lesson ready, or failed once its attempts are spent. A job whose lesson has been
 * re-recorded since (another `video_id`) does nothing: the newer recording has a job of its own.
 */
import { and, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { academyLessons } from '../../db/schema.ts';
import { enqueueJob, type JobWriter } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { processVideo } from '../media-processing/video-processing.ts';

export const ACADEMY_JOB = 'academy.process';
const ACADEMY_JOB_ATTEMPTS = 3;
/**
 * The encodes run below the server's priority: nobody waits for them, while the first start's
 * first pages and a creator's own video do.
 */
const ACADEMY_NICENESS = 10;

/** Queues the encode of a lesson's recording, once per recording (a singleton per video id). */
export async function enqueueAcademyVideo(db: JobWriter, lesson: string, videoId: string): Promise<void> {
  await enqueueJob(db, {
    name: ACADEMY_JOB,
    payload: { lesson, videoId },
    singletonKey: videoId,
    maxAttempts: ACADEMY_JOB_ATTEMPTS,
  });
}

export interface AcademyJobDeps {
  db: Database;
  config: ServerConfig;
  storage: MediaStorage;
}

export function academyJobHandler({ db, config, storage }: AcademyJobDeps): JobHandler {
  const rowOf = (payload: Record<string, unknown>) =>
    and(eq(academyLessons.id, String(payload.lesson)), eq(academyLessons.videoId, String(payload.videoId)));

  return {
    async run(payload, job) {
      const [lesson] = await db
        .select({ videoId: academyLessons.videoId, originalKey: academyLessons.originalKey })
        .from(academyLessons)
        .where(rowOf(payload));
      if (!lesson) return; // Re-recorded since: the newer recording's job makes it.
      const video = await processVideo(
        { publicId: lesson.videoId, originalKey: lesson.originalKey },
        {
          storage,
          limits: {
            timeoutMs: config.video.timeoutSeconds * 1000,
            maxMemoryMb: config.video.maxMemoryMb,
            niceness: ACADEMY_NICENESS,
          },
          signal: job.signal,
        },
      );
      await db
        .update(academyLessons)
        .set({
          status: 'ready',
          videoTime: Math.max(1, Math.round(video.durationSeconds)),
          width: video.width,
          height: video.height,
          posterKey: video.posterKey,
          hlsKey: video.masterKey,
          updatedAt: new Date(),
        })
        .where(rowOf(payload));
    },

    async onGiveUp(payload) {
      await db.update(academyLessons).set({ status: 'failed', updatedAt: new Date() }).where(rowOf(payload));
    },
  };
}
