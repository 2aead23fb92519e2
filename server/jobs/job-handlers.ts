/** Every background job the server knows, by name, with what its handlers need. */
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { MediaStorage } from '../media/storage.ts';
import { VIDEO_JOB, videoJobHandler } from '../modules/media-processing/video-job.ts';
import type { JobHandler } from './job-runner.ts';

export interface JobDeps {
  db: Database;
  config: ServerConfig;
  storage: MediaStorage;
}

export function buildJobHandlers(deps: JobDeps): Record<string, JobHandler> {
  return { [VIDEO_JOB]: videoJobHandler(deps) };
}
