/**
 * The job queue's tables (pg-boss, schema `pgboss`; docs/decisions/background-jobs.md). pg-boss
 * installs and upgrades them itself, outside the Drizzle migrations, but as part of our migration
 * step (`DatabaseHandle.migrate`): a database that went through it, the tests' migrated template
 * included, has them current, so a server start only reads their version (installing them took
 * about 4 s on PGlite).
 */
import { createRequire } from 'node:module';
import { PgBoss, type Db } from 'pg-boss';

/** The PostgreSQL schema pg-boss's tables live in. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** The schema version this pg-boss release runs on (its package.json says it). */
const CURRENT_VERSION = (
  createRequire(import.meta.url)('pg-boss/package.json') as { pgboss: { schema: number } }
).pgboss.schema;

export type JobQueueBackend = 'pglite' | 'postgres';

/** The installed schema version, null when pg-boss was never installed. */
async function installedVersion(db: Db): Promise<number | null> {
  const { rows } = await db.executeSql(`select to_regclass('${JOB_QUEUE_SCHEMA}.version') as name`);
  if (!rows[0]?.name) return null;
  const version = await db.executeSql(`select version from ${JOB_QUEUE_SCHEMA}.version`);
  return version.rows.length ? Number(version.rows[0].version) : null;
}

/**
 * Installs pg-boss's schema, or upgrades it to this release's version, unless it is current. The
 * work is pg-boss's own installer (under its advisory lock), run by an instance that does nothing
 * else and stops at once.
 */
export async function migrateJobQueueSchema(db: Db, backend: JobQueueBackend): Promise<void> {
  if ((await installedVersion(db)) === CURRENT_VERSION) return;
  const installer = new PgBoss({
    db,
    backend,
    schema: JOB_QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  installer.on('error', () => undefined);
  await installer.start();
  await installer.stop({ graceful: false, close: false });
}
