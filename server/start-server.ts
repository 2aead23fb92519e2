/**
 * Starts FanVault: configuration, database and migrations, first-run seed, HTTP, graceful shutdown.
 * `npm start` passes the app build it runs beside the seed (scripts/start.ts); `server/main.ts`
 * serves whatever dist/ holds.
 */
import { buildApp, type ChatOutlet } from './app.ts';
import { isLoopbackAddress } from './dev/outbox.routes.ts';
import { ConfigError, loadDeploymentConfig, type ServerConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { ServingState } from './http/health.routes.ts';
import { metricsEndpointOf } from './http/metrics-endpoint.ts';
import { JOB_NAMES } from './job-handlers.ts';
import { openJobQueue } from './jobs/job-queue.ts';
import { startJobRunner } from './start-jobs.ts';
import { stopOnSignals } from './stop-on-signals.ts';
import { createStorage } from './media/create-storage.ts';
import { provisionAcademy } from './seed/academy.ts';
import { demoLoginLines, demoLoginsToPrint } from './seed/demo-logins.ts';
import { demoSeedDue } from './seed/first-start.ts';
import { makeNewEmbeddedDatabase, seedDemoInChildProcess } from './seed/first-start-process.ts';
import { ffmpegAvailable } from './seed/videos.ts';

function readConfig(): ServerConfig {
  try {
    // In production this refuses public development keys and the like (server/config/production.ts).
    return loadDeploymentConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** HOST values that only this machine can reach. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}

export interface StartOptions {
  /** The app build running beside the start; the server waits for it before it listens. */
  appBuild?: Promise<void>;
}

/** Waits for the app build, saying so when the seed finished first. */
async function waitForBuild(appBuild: Promise<void>): Promise<void> {
  let built = false;
  void appBuild.then(() => (built = true)).catch(() => undefined);
  await Promise.resolve();
  if (!built) console.log('Waiting for the app build to finish...');
  await appBuild;
}

export async function startServer(options: StartOptions = {}): Promise<void> {
  const config = readConfig();
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  // The first start's seed runs in a child process, whose memory goes back to the system when it
  // ends (server/seed/first-start-process.ts): a new embedded database is made and seeded there.
  const made = await makeNewEmbeddedDatabase(config);
  let database = await open();
  // Several processes starting at once on an empty database: one migrates and seeds, the others
  // wait here and then find it done. A start that fails exits the process, which ends the lock's
  // session and so releases it.
  const releaseStartupLock = await database.holdStartupLock({
    onWait: () => console.log('Another process is migrating or seeding the database: waiting for it...'),
  });
  await database.migrate();
  const storage = createStorage(config);
  const seededLogins = made ? made.seeded : await demoSeedDue(database.db, config);
  if (seededLogins && !made) database = await seedDemoInChildProcess(database, seededLogins, open);
  // Opened on the database as it stays: the academy below queues its encodes.
  const queue = await openJobQueue(database, JOB_NAMES, {
    error: (obj, msg) => console.error(msg, obj),
  });
  if (config.seedAcademy) {
    // New or re-recorded lesson videos are queued here and encoded in the background.
    const academy = await provisionAcademy(database.db, storage);
    if (academy.queued.length > 0)
      console.log(
        ffmpegAvailable()
          ? `The creator academy: ${academy.queued.length} lesson videos are encoded in the background (a minute or so).`
          : 'The creator academy: ffmpeg is not installed, so its lesson videos cannot be encoded (docs/operations.md).',
      );
  }
  await releaseStartupLock();
  if (options.appBuild) await waitForBuild(options.appBuild);
  const serving: ServingState = { stopping: false };
  const chatOutlet: ChatOutlet = {};
  const app = await buildApp(config, { database, storage, serving, chatOutlet });
  // Only with ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION (server/config/production.ts); said at every start.
  if (config.payments.provider === 'sandbox' && config.nodeEnv === 'production') {
    console.warn(
      '\nWarning: PAYMENT_PROVIDER is sandbox in production (ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION): anyone ' +
        'can approve their own payments on the sandbox checkout page (docs/operations.md, "Payments").',
    );
  }
  if (config.payments.stripe && !config.payments.stripe.live && config.nodeEnv === 'production') {
    console.warn(
      '\nWarning: Stripe runs with test-mode keys in production: no real money is taken ' +
        '(docs/operations.md, "Stripe").',
    );
  }
  // Background jobs (video processing) run here unless a separate `npm run worker` runs them.
  const jobs = config.jobs.inProcess
    ? startJobRunner(
        {
          queue,
          db: database.db,
          listen: database.listen,
          config,
          storage,
          deliverChat: (message) => chatOutlet.deliver?.(message),
        },
        app.log,
      )
    : undefined;

  stopOnSignals({
    log: app.log,
    ...config.shutdown,
    beginStopping: () => {
      serving.stopping = true;
    },
    stop: async () => {
      // At once: the port closes (chat sockets get 1001) and requests in flight finish, while
      // running jobs go back to the queue for another process.
      await Promise.all([jobs?.stop(config.shutdown.timeoutMs / 2), app.close()]);
      await queue.close();
      await database.close();
    },
  });

  await app.listen({ port: config.port, host: config.host });
  if (config.nodeEnv !== 'production' && !isLoopbackHost(config.host)) {
    console.warn(
      `\nWarning: listening on ${config.host}, beyond this machine, without NODE_ENV=production. ` +
        'Development defaults (public signing keys, the mail outbox) are meant for this machine only; ' +
        'set NODE_ENV=production and real keys before others can reach the server (docs/operations.md).',
    );
  }
  const local = `http://localhost:${config.port}`;
  console.log(
    `\nFanVault is running at ${local}${config.publicUrl !== local ? ` (public URL ${config.publicUrl})` : ''}`,
  );
  console.log(
    `Database: ${database.driver === 'pglite' ? `embedded PGlite in ${config.pgliteDir}` : 'PostgreSQL'}`,
  );
  const metrics = metricsEndpointOf(app);
  if (metrics) console.log(`Metrics (Prometheus) at ${metrics.url}`);
  if (!config.mail.smtpUrl && config.nodeEnv !== 'production') {
    console.log(`Mail (sign-in codes): no SMTP_URL, so it is kept at ${local}/dev/outbox`);
  }
  const logins = demoLoginsToPrint(config, seededLogins);
  const appUrl = config.nodeEnv === 'production' ? config.publicUrl : local;
  for (const line of logins ? demoLoginLines(logins, appUrl) : []) console.log(line);
}
