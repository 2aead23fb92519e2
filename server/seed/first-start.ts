/**
 * The demo world on a server's first start (an empty database): seeded with the credentials
 * demoCredentialsFor gives (published outside production; in production only with SEED_DEMO=true,
 * and random), or not at all. The server runs the seed in a child process of its own
 * (first-start-process.ts), so that what the seed needed goes back to the system when it ends.
 */
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { MediaStorage } from '../media/storage.ts';
import { demoCredentialsFor, type DemoCredentials } from './demo-accounts.ts';
import { isDatabaseEmpty, seedDatabase } from './seed.ts';

/**
 * The credentials to seed an empty database with when the settings ask for the demo; undefined
 * when the database holds data or no demo is asked for (then saying how to make the first operator).
 */
export async function demoSeedDue(db: Database, config: ServerConfig): Promise<DemoCredentials | undefined> {
  if (!(await isDatabaseEmpty(db))) return undefined;
  const credentials = demoCredentialsFor(config);
  if (!credentials) {
    console.log(
      'The database is empty and gets no demo data (SEED_DEMO is not true). Make the first operator ' +
        'with `npm run ops -- create-operator <email> --role admin` (docs/operations.md).',
    );
  }
  return credentials;
}

/** Seeds the demo world with these credentials, telling its progress. */
export async function seedDemo(
  db: Database,
  deps: { config: ServerConfig; storage: MediaStorage; credentials: DemoCredentials },
): Promise<void> {
  const { config, storage, credentials } = deps;
  console.log('The database is empty: seeding the demo data (about half a minute)...');
  // Into the configured storage (S3 too), where the media routes will look for the files.
  const seeded = await seedDatabase(db, {
    storage,
    videos: config.seedVideos,
    config,
    credentials,
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
