/** Background work: where the jobs run, how many at once, and the limits of the video encodes they run. */
import { z } from 'zod';
import { emptyToUndefined, positiveInteger, type SettingProblem } from './fields.ts';

/** JOBS_IN_PROCESS, JOBS_CONCURRENCY, VIDEO_PROCESS_*, SEED_VIDEOS and SEED_ACADEMY. */
export const jobsEnvSchema = z.object({
  JOBS_IN_PROCESS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
  ),
  JOBS_CONCURRENCY: positiveInteger(1, 1),
  VIDEO_PROCESS_TIMEOUT_SECONDS: positiveInteger(3600, 10),
  VIDEO_PROCESS_MAX_MEMORY_MB: positiveInteger(2048, 256),
  SEED_VIDEOS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
  ),
  SEED_ACADEMY: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
  ),
});

type JobsEnv = z.output<typeof jobsEnvSchema>;

/** What is wrong with where the jobs run. */
export function jobsSettingsProblems(e: JobsEnv & { DATABASE_URL?: string | undefined }): SettingProblem[] {
  // The embedded PGlite belongs to one process: a separate worker could not open it.
  if (!e.JOBS_IN_PROCESS && e.DATABASE_URL === undefined) {
    return [
      {
        setting: 'JOBS_IN_PROCESS',
        message: 'can be false only with DATABASE_URL (a separate worker cannot share the embedded PGlite)',
      },
    ];
  }
  return [];
}

/** The background-work part of the configuration. */
export function jobsSettingsOf(e: JobsEnv) {
  return {
    /**
     * Whether the first-run demo seed makes its few video posts (with ffmpeg, when installed);
     * the end-to-end tests and the benchmarks turn it off so no encode runs beside them.
     */
    seedVideos: e.SEED_VIDEOS,
    /**
     * Whether each start stores the creator academy's lesson videos that are new or re-recorded
     * and queues their encodes (server/seed/academy.ts); only the recording script turns it off.
     */
    seedAcademy: e.SEED_ACADEMY,
    jobs: {
      /**
       * true (default): the web process runs the background jobs (video processing) itself;
       * false: `npm run worker` runs them, so encodes never slow the web processes (PostgreSQL only).
       */
      inProcess: e.JOBS_IN_PROCESS,
      /** Jobs one process runs at once; an encode already uses every core. */
      concurrency: e.JOBS_CONCURRENCY,
    },
    video: {
      /** A processing step (ffprobe, one rendition's encode) is killed past this many seconds. */
      timeoutSeconds: e.VIDEO_PROCESS_TIMEOUT_SECONDS,
      /** Address-space limit of each ffmpeg/ffprobe process, in MiB (prlimit --as). */
      maxMemoryMb: e.VIDEO_PROCESS_MAX_MEMORY_MB,
    },
  };
}
