/**
 * The `video.process` job (docs/decisions.md, "Video processing"): processes one video upload and
 * moves every post that uses it through the review statuses of spec §3 as the work goes:
 * ready_slice 4 (queued, set by publishing) -> slicing 15 (the job has the file: probe, poster)
 * -> codec 20 (encoding the renditions) -> published 2 with REVIEW_MODE=auto, review 1 with manual;
 * a file no attempt can process, or a job out of attempts, -> codec_failure 25 with the reason in
 * review_note (a server message id, translated when the owner reads it).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { PROCESSING_REVIEW_STATUSES, REVIEW_STATUS } from '../../../src/contract/enums.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { postMedia, posts, uploads, users } from '../../db/schema.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { enqueueJob, type JobWriter } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { VideoUnreadable } from './video-errors.ts';
import { processVideo, type VideoStage } from './video-processing.ts';
import { platformSettingOf } from '../../db/platform-settings.ts';

export const VIDEO_JOB = 'video.process';
/** Attempts before a video whose processing keeps failing (not its file: the disk, the database) gives up. */
const VIDEO_JOB_ATTEMPTS = 3;

/** Review notes of a failed video, server messages translated when the owner reads them. */
export const VIDEO_FAILURE_NOTES = {
  unreadable: 'server.video.unreadable',
  failed: 'server.video.failed',
} as const satisfies Record<string, MessageId>;

/** Queues the processing of a video upload, once however many posts ask (a singleton per upload). */
export async function enqueueVideoProcessing(db: JobWriter, uploadId: number): Promise<void> {
  await enqueueJob(db, {
    name: VIDEO_JOB,
    payload: { uploadId },
    singletonKey: String(uploadId),
    maxAttempts: VIDEO_JOB_ATTEMPTS,
  });
}

const processingStatuses = [...PROCESSING_REVIEW_STATUSES];

/** Posts using the upload and still processing (an operator's or a later edit's status is left alone). */
function postsProcessing(db: Pick<Database, 'select'>, uploadId: number) {
  return db
    .select({ id: posts.id })
    .from(posts)
    .innerJoin(postMedia, eq(postMedia.postId, posts.id))
    .where(and(eq(postMedia.uploadId, uploadId), inArray(posts.status, processingStatuses)));
}

async function setPostsStatus(db: Database, uploadId: number, status: number, reviewNote = '') {
  const ids = (await postsProcessing(db, uploadId)).map((row) => row.id);
  if (ids.length === 0) return;
  await db
    .update(posts)
    .set({ status, reviewNote })
    .where(and(inArray(posts.id, ids), inArray(posts.status, processingStatuses)));
}

export interface VideoJobDeps {
  db: Database;
  config: ServerConfig;
  storage: MediaStorage;
  /**
   * Told once the upload is encoded or has failed for good, after its row says so: the composition
   * root tells the chat, whose paid messages may carry the video (no import upward, job-handlers.ts).
   */
  onVideoSettled?: ((uploadId: number) => Promise<void>) | undefined;
}

export function videoJobHandler(deps: VideoJobDeps): JobHandler {
  const { db, config, storage } = deps;
  const uploadIdOf = (payload: Record<string, unknown>) => Number(payload.uploadId);

  return {
    async run(payload, job) {
      const uploadId = uploadIdOf(payload);
      const [upload] = await db
        .select({
          id: uploads.id,
          publicId: uploads.publicId,
          userId: uploads.userId,
          originalKey: uploads.originalKey,
        })
        .from(uploads)
        .where(and(eq(uploads.id, uploadId), eq(uploads.kind, 'video')));
      if (!upload) return; // Deleted since (its account went): nothing to do.
      await db.update(uploads).set({ status: 'processing' }).where(eq(uploads.id, uploadId));
      const stageStatus: Record<VideoStage, number> = {
        slicing: REVIEW_STATUS.slicing,
        codec: REVIEW_STATUS.codec,
      };
      const video = await processVideo(upload, {
        storage,
        limits: { timeoutMs: config.video.timeoutSeconds * 1000, maxMemoryMb: config.video.maxMemoryMb },
        signal: job.signal,
        onStage: (stage) => setPostsStatus(db, uploadId, stageStatus[stage]),
      });
      const videoTime = Math.max(1, Math.round(video.durationSeconds));
      const reviewMode = await platformSettingOf(db, config, 'reviewMode');
      const finalStatus = reviewMode === 'auto' ? REVIEW_STATUS.published : REVIEW_STATUS.review;
      await db.transaction(async (tx) => {
        // The owner's row lock, which publishing takes first too: a post published or edited
        // meanwhile either sees the upload ready or is updated here, never neither.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, upload.userId)).for('update');
        await tx
          .update(uploads)
          .set({
            status: 'ready',
            width: video.width,
            height: video.height,
            blurKey: video.blurKey,
            videoTime,
            variants: video.renditions.map((r) => ({
              width: r.width,
              height: r.height,
              format: 'hls',
              key: r.key,
            })),
          })
          .where(eq(uploads.id, uploadId));
        await tx
          .update(postMedia)
          .set({
            originalKey: video.posterKey,
            blurKey: video.blurKey,
            width: video.width,
            height: video.height,
            videoTime,
            hlsKey: video.masterKey,
          })
          .where(eq(postMedia.uploadId, uploadId));
        const ids = (await postsProcessing(tx, uploadId)).map((row) => row.id);
        if (ids.length > 0)
          await tx.update(posts).set({ status: finalStatus, reviewNote: '' }).where(inArray(posts.id, ids));
      });
      await deps.onVideoSettled?.(uploadId);
    },

    async onGiveUp(payload, _reason, error) {
      const uploadId = uploadIdOf(payload);
      await db.update(uploads).set({ status: 'failed' }).where(eq(uploads.id, uploadId));
      const note =
        error instanceof VideoUnreadable ? VIDEO_FAILURE_NOTES.unreadable : VIDEO_FAILURE_NOTES.failed;
      await setPostsStatus(db, uploadId, REVIEW_STATUS.codecFailure, note);
      await deps.onVideoSettled?.(uploadId);
    },
  };
}
