/** Every background job the server knows, by name, with what its handlers need. */
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../http/call-context.ts';
import type { MediaStorage } from '../media/storage.ts';
import { VIDEO_JOB, videoJobHandler } from '../modules/media-processing/video-job.ts';
import { randomIds } from '../modules/payments/ids.ts';
import {
  SANDBOX_EXPIRY_JOB,
  sandboxExpiryHandler,
} from '../modules/payments/providers/sandbox/sandbox-checkout.ts';
import {
  queueDelivery,
  SANDBOX_DELIVERY_JOB,
  sandboxDeliveryHandler,
} from '../modules/payments/providers/sandbox/sandbox-events.ts';
import { resolveSandboxSecret } from '../modules/payments/providers/sandbox/sandbox-secret.ts';
import type { JobHandler } from './job-runner.ts';

export interface JobDeps {
  db: Database;
  config: ServerConfig;
  storage: MediaStorage;
  /** The clock the handlers read (tests move it); default the system's. */
  clock?: Clock;
  /** Where the sandbox delivers its events; default the configured SANDBOX_WEBHOOK_URL. */
  sandboxWebhookUrl?: string;
}

/** Jobs that take a moment and must not wait behind a video encode (start-jobs.ts runs them apart). */
export const QUICK_JOBS: readonly string[] = [SANDBOX_DELIVERY_JOB, SANDBOX_EXPIRY_JOB];

export function buildJobHandlers(deps: JobDeps): Record<string, JobHandler> {
  const clock = deps.clock ? { clock: deps.clock } : {};
  return {
    [VIDEO_JOB]: videoJobHandler(deps),
    [SANDBOX_DELIVERY_JOB]: sandboxDeliveryHandler({
      db: deps.db,
      url: () => deps.sandboxWebhookUrl ?? deps.config.payments.sandboxWebhookUrl,
      secret: () => resolveSandboxSecret(deps.config),
      ...clock,
    }),
    [SANDBOX_EXPIRY_JOB]: sandboxExpiryHandler({
      db: deps.db,
      sandbox: { ids: randomIds, sink: queueDelivery },
      ...clock,
    }),
  };
}
