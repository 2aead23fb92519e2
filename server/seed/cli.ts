/** `npm run seed`: seeds an empty database; `npm run seed -- --reset` empties it and seeds again. */
import { ConfigError, loadConfig } from '../config.ts';
import { createStorage } from '../media/create-storage.ts';
import { openDatabase } from '../db/client.ts';
import { isDatabaseEmpty, resetDatabase, seedDatabase } from './seed.ts';

async function run() {
  const reset = process.argv.includes('--reset');
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await database.migrate();
    if (reset) await resetDatabase(database.db);
    else if (!(await isDatabaseEmpty(database.db))) {
      console.log('The database already has data; nothing to do. Use --reset to start over.');
      return;
    }
    const summary = await seedDatabase(database.db, {
      storage: createStorage(config),
      videos: config.seedVideos,
      config,
    });
    console.log(
      `Seeded ${summary.creators} creators, ${summary.fans} fans, ${summary.posts} posts (${summary.videos} videos, processed by the server's jobs), ${summary.images} pictures, ${summary.orders} orders and ${summary.withdrawals} withdrawals in ${(summary.ms / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${String(error)}`);
  process.exit(1);
});
