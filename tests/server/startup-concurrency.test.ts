/**
 * Issue 24: several processes starting at once on one empty PostgreSQL database, as a deploy of
 * several web processes does. One migrates and seeds the demo while the others wait for it (the
 * start-up lock, server/db/startup-lock.ts); all come up on a database migrated once and seeded
 * once.
 *
 * The embedded PGlite belongs to one process, so this needs PostgreSQL: without DATABASE_URL the
 * file is skipped, saying so; .ci/run sets it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/db/client.ts';
import { DEMO_FANS } from '../../server/seed/demo-accounts.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';

const adminUrl = process.env.DATABASE_URL;
const SKIPPED = 'skipped: needs DATABASE_URL (PostgreSQL; PGlite is one process’s database; .ci/run sets it)';
if (!adminUrl) console.warn(`tests/server/startup-concurrency.test.ts ${SKIPPED}`);

/** Server processes started at once. */
const PROCESSES = 3;
const SEEDING = 'The database is empty: seeding the demo data';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A new, empty database (no migration applied), dropped after the file. */
async function emptyDatabase(): Promise<{ url: string; admin: pg.Client }> {
  const name = `fanvault_startup_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return { url: url.toString(), admin };
}

describe.skipIf(!adminUrl)(
  `${PROCESSES} server processes starting at once on one empty PostgreSQL database${adminUrl ? '' : ` (${SKIPPED})`}`,
  () => {
    it('migrates it once and seeds it once, and every process comes up', async () => {
      const { url } = await emptyDatabase();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'fanvault-startup-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const processes: ServerProcess[] = [];
      cleanups.push(() => Promise.all(processes.map((one) => one.stop('SIGKILL'))));
      // One media folder for all, as processes behind one proxy share their storage.
      const env = { DATABASE_URL: url, DATA_DIR: dataDir, REDIS_URL: undefined, SEED_DEMO: 'true' };
      const started = await Promise.allSettled(
        Array.from({ length: PROCESSES }, (_, index) =>
          startServerProcess({ name: `web ${index + 1}`, env, startTimeoutMs: 280_000 }).then((one) => {
            processes.push(one);
            return one;
          }),
        ),
      );
      const failed = started.flatMap((outcome) =>
        outcome.status === 'rejected' ? [String(outcome.reason)] : [],
      );
      expect(failed).toEqual([]);

      for (const one of processes) {
        const ready = await fetch(`${one.baseUrl}/readyz`);
        expect(await ready.json(), one.name).toEqual({ status: 'ready' });
      }

      const database = new pg.Client({ connectionString: url });
      await database.connect();
      cleanups.push(() => database.end());
      const committed = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
      const applied = await database.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(applied.rows.map((row) => row.hash).sort()).toEqual(committed.map((one) => one.hash).sort());

      // One process seeded, and said how many posts it wrote; the others found the seed done.
      const seeders = processes.filter((one) => one.output().includes(SEEDING));
      expect(seeders.map((one) => one.name)).toHaveLength(1);
      const seededPosts = Number(/Seeded (\d+) posts/.exec(seeders[0]!.output())?.[1]);
      expect(seededPosts).toBeGreaterThan(0);
      const posts = await database.query<{ n: number }>('select count(*)::int as n from posts');
      expect(posts.rows[0]!.n).toBe(seededPosts);
      const fans = await database.query<{ n: number }>(
        'select count(*)::int as n from users where email = any($1)',
        [DEMO_FANS.map((fan) => fan.email)],
      );
      expect(fans.rows[0]!.n).toBe(DEMO_FANS.length);
      for (const other of processes.filter((one) => one !== seeders[0])) {
        expect(other.output()).toContain('Another process is migrating or seeding the database');
      }

      // None crashed: each is still running, and stops cleanly.
      const exits = await Promise.all(processes.map((one) => one.stop('SIGTERM')));
      expect(exits).toEqual(processes.map(() => 0));
    }, 300_000);
  },
);
