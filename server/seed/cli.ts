/**
 * `npm run seed`: seeds an empty database; `npm run seed -- --reset` empties it and seeds again.
 * In production only with SEED_DEMO=true, and with random passwords printed once (demo-accounts.ts).
 */
import { ConfigError, loadDeploymentConfig } from '../config.ts';
import { createStorage } from '../media/create-storage.ts';
import { openDatabase } from '../db/client.ts';
import { JOB_NAMES } from '../job-handlers.ts';
import { openJobQueue } from '../jobs/job-queue.ts';
import { demoCredentialsFor } from './demo-accounts.ts';
import { demoLoginLines } from './demo-logins.ts';
import { isDatabaseEmpty, resetDatabase, seedDatabase } from './seed.ts';

async function run() {
  const reset = process.argv.includes('--reset');
  const config = loadDeploymentConfig(process.env);
  const credentials = demoCredentialsFor(config);
  if (!credentials) {
    console.error(
      'SEED_DEMO is not true, so there is no demo world to seed. In production it takes SEED_DEMO=true, ' +
        'and its accounts then get random passwords, printed once (docs/operations.md, "Seeding").',
    );
    process.exitCode = 1;
    return;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await database.migrate();
    if (reset) await resetDatabase(database.db);
    else if (!(await isDatabaseEmpty(database.db))) {
      console.log('The database already has data; nothing to do. Use --reset to start over.');
      return;
    }
    // The video posts queue their encodes.
    const queue = await openJobQueue(database, JOB_NAMES);
    const summary = await seedDatabase(database.db, {
      storage: createStorage(config),
      videos: config.seedVideos,
      config,
      credentials,
    }).finally(() => queue.close());
    console.log(
      `Seeded ${summary.creators} creators, ${summary.fans} fans, ${summary.posts} posts (${summary.videos} videos, processed by the server's jobs), ${summary.images} pictures, ${summary.orders} orders and ${summary.withdrawals} withdrawals in ${(summary.ms / 1000).toFixed(1)} s.`,
    );
    // Random ones are known only from here (the published ones are in the docs).
    if (!credentials.published)
      for (const line of demoLoginLines(credentials, config.publicUrl)) console.log(line);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${String(error)}`);
  process.exit(1);
});
