/**
 * `npm run worker`: runs the background jobs (video processing) in a process of its own, so the
 * web processes stay responsive during encodes. Start the web processes with JOBS_IN_PROCESS=false
 * and the same DATABASE_URL and DATA_DIR (or media storage); any number of workers may run.
 */
import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startJobRunner } from './start-jobs.ts';
import { createStorage } from './media/create-storage.ts';

async function main() {
  const config = loadConfig(process.env);
  const log = pino({ level: config.logLevel });
  if (!config.databaseUrl) {
    // The embedded PGlite cannot be opened by a second process; its jobs run in the web process.
    console.error(
      'npm run worker needs DATABASE_URL: with the embedded PGlite, jobs run in the web process.',
    );
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await database.migrate();
  const storage = createStorage(config);
  const runner = startJobRunner({ db: database.db, listen: database.listen, config, storage }, log);
  log.info({ runner: runner.id }, 'worker started');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker stopping: running jobs go back to the queue');
    await runner.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `The worker could not start: ${String(error)}`,
  );
  process.exit(1);
});
