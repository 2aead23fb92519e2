/** How a web or worker process stops on SIGTERM (docs/operations.md, "Process layout"). */
import { z } from 'zod';
import { positiveInteger } from './fields.ts';

/** SHUTDOWN_DRAIN_SECONDS and SHUTDOWN_TIMEOUT_SECONDS. */
export const shutdownEnvSchema = z.object({
  SHUTDOWN_DRAIN_SECONDS: positiveInteger(0, 0),
  SHUTDOWN_TIMEOUT_SECONDS: positiveInteger(10, 1),
});

/** The shutdown part of the configuration. */
export function shutdownSettingsOf(e: z.output<typeof shutdownEnvSchema>) {
  return {
    shutdown: {
      /**
       * After SIGTERM, how long the process keeps serving while `GET /readyz` answers 503, so a load
       * balancer that polls it stops sending new requests before the port closes. 0 (default) closes
       * at once: a proxy that retries another process on a refused connection (the nginx
       * configuration of docs/operations.md) needs no wait.
       */
      drainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
      /**
       * Then how long in-flight requests and running jobs get to finish; past it the process exits 1.
       * Jobs still running at half of it are handed back to the queue for another process.
       */
      timeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
  };
}
