/**
 * `npm run worker`: runs the background jobs (video processing) in a process of its own, so the
 * web processes stay responsive during encodes. Start the web processes with JOBS_IN_PROCESS=false
 * and the same DATABASE_URL and DATA_DIR (or media storage); any number of workers may run.
 */
import pino from 'pino';
import { ConfigError, loadDeploymentConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { openProcessMetrics } from './http/metrics-endpoint.ts';
import { LOG_REDACTION } from './http/request-logging.ts';
import { JOB_NAMES } from './job-handlers.ts';
import { openJobQueue } from './jobs/job-queue.ts';
import { startJobRunner } from './start-jobs.ts';
import { stopOnSignals } from './stop-on-signals.ts';
import { createStorage } from './media/create-storage.ts';
import { createChatBus } from './modules/chat/create-chat-bus.ts';

async function main() {
  // In production this refuses public development keys and the like (server/config/production.ts).
  const config = loadDeploymentConfig(process.env);
  const log = pino({ level: config.logLevel, redact: LOG_REDACTION });
  if (!config.databaseUrl) {
    // The embedded PGlite cannot be opened by a second process; its jobs run in the web process.
    console.error(
      'npm run worker needs DATABASE_URL: with the embedded PGlite, jobs run in the web process.',
    );
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await database.migrate();
  const queue = await openJobQueue(database, JOB_NAMES, log);
  const storage = createStorage(config);
  // A job's chat messages (a mass message's) reach the web processes' sockets over the bus (Redis).
  const chatBus = await createChatBus(config, log);
  const runner = startJobRunner(
    {
      queue,
      db: database.db,
      listen: database.listen,
      config,
      storage,
      deliverChat: (message) => {
        const delivery = { userIds: [message.receiverId, message.senderId], message, origin: '' };
        chatBus.publish(delivery).catch((error: unknown) => log.warn({ err: error }, 'chat: publish failed'));
      },
    },
    log,
  );
  log.info({ runner: runner.id }, 'worker started');
  // Its own metrics port (METRICS_PORT): the jobs it runs, its queries, the queue's depth.
  const metrics = config.metrics ? await openProcessMetrics(config.metrics, { db: database.db }) : undefined;
  if (metrics) log.info({ url: metrics.url }, 'metrics published');

  // No requests to drain: running jobs go back to the queue at once, for another worker.
  stopOnSignals({
    log,
    drainMs: 0,
    timeoutMs: config.shutdown.timeoutMs,
    stop: async () => {
      await runner.stop(config.shutdown.timeoutMs / 2);
      await chatBus.close();
      await metrics?.close();
      await queue.close();
      await database.close();
    },
  });
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `The worker could not start: ${String(error)}`,
  );
  process.exit(1);
});
