/**
 * Starts FanVault: configuration, database and migrations, first-run seed, HTTP, graceful shutdown.
 * `npm start` passes the app build it runs beside the seed (scripts/start.ts); `server/main.ts`
 * serves whatever dist/ holds.
 */
import { buildApp } from './app.ts';
import { isLoopbackAddress } from './dev/outbox.routes.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startJobRunner } from './start-jobs.ts';
import { createStorage } from './media/create-storage.ts';
import { provisionAcademy } from './seed/academy.ts';
import { DEMO_LOGINS, DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from './seed/demo-accounts.ts';
import { isDatabaseEmpty, seedDatabase } from './seed/seed.ts';
import { ffmpegAvailable } from './seed/videos.ts';

function readConfig(): ServerConfig {
  try {
    return loadConfig(process.env);
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
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await database.migrate();
  const storage = createStorage(config);
  if (await isDatabaseEmpty(database.db)) {
    console.log('The database is empty: seeding the demo data (about half a minute)...');
    // Into the configured storage (S3 too), where the media routes will look for the files.
    const seeded = await seedDatabase(database.db, {
      storage,
      videos: config.seedVideos,
      config,
      progress: (step) => console.log(`  seeding: ${step}`),
    });
    console.log(
      `Seeded ${seeded.posts} posts and ${seeded.images} pictures in ${(seeded.ms / 1000).toFixed(1)} s.` +
        (seeded.videos > 0
          ? ` ${seeded.videos} video posts appear once processed (a minute or so).`
          : config.seedVideos
            ? ' No video posts: ffmpeg is not installed (docs/operations.md).'
            : ''),
    );
  }
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
  if (options.appBuild) await waitForBuild(options.appBuild);
  const app = await buildApp(config, { database, storage });
  if (config.payments.provider === 'sandbox' && config.nodeEnv === 'production') {
    console.warn(
      '\nWarning: PAYMENT_PROVIDER is sandbox in production: anyone can approve their own payments on ' +
        'the sandbox checkout page. Use it for demos and tests only (docs/operations.md, "Payments").',
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
    ? startJobRunner({ db: database.db, listen: database.listen, config, storage }, app.log)
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      // A job cut short goes back to the queue and runs again after the restart.
      await jobs?.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

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
  if (!config.mail.smtpUrl && config.nodeEnv !== 'production') {
    console.log(`Mail (sign-in codes): no SMTP_URL, so it is kept at ${local}/dev/outbox`);
  }
  console.log('Demo logins (email or account name, then the password):');
  for (const login of DEMO_LOGINS)
    console.log(
      `  ${login.role.padEnd(8)} ${login.email}${login.username ? ` (${login.username})` : ''} / ${login.password}`,
    );
  console.log(
    `Operations console at ${local}/en/ops (password ${DEMO_OPERATOR_PASSWORD}, then the code of the TOTP ` +
      'secret in an authenticator app, or `npm run ops -- totp EMAIL`; demo secrets, public like the passwords):',
  );
  for (const operator of DEMO_OPERATORS)
    console.log(
      `  ${operator.role.padEnd(9)} ${operator.email.padEnd(22)} TOTP secret ${operator.totpSecret}`,
    );
}
