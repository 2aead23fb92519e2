/** One database handle for the server: embedded PGlite by default, PostgreSQL through DATABASE_URL. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Db as JobQueueDb } from 'pg-boss';
import { migrateJobQueueSchema, type JobQueueBackend } from './job-queue-schema.ts';
import * as schema from './schema.ts';
import { timePgliteQueries, timePostgresConnection, watchPostgresPool } from './query-metrics.ts';
import { createStartupLock, type HoldStartupLock } from './startup-lock.ts';

export type Schema = typeof schema;
/** The Drizzle database type both drivers share. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction` callback receives: every write of one rule commits together. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  /** 'pglite' or 'postgres', for logs and health output. */
  driver: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations; safe to call on every start, and from several processes
   * starting at once (it holds the start-up lock while it runs).
   */
  migrate(): Promise<void>;
  /**
   * Takes the start-up lock (startup-lock.ts) and answers how to let it go: one process at a
   * time migrates and seeds an empty database. The embedded PGlite belongs to one process, so there
   * it is taken at once.
   */
  holdStartupLock: HoldStartupLock;
  /** Answers `select 1`; throws when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (a lower-case name), delivered
   * when the transaction that sent it commits; answers how to stop listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * The same database as pg-boss reaches it (job queue, server/jobs): PGlite's own client, or
   * PostgreSQL's pool, whose multi-statement scripts (pg-boss's locked maintenance) Drizzle would
   * refuse.
   */
  jobQueue: { db: JobQueueDb; backend: JobQueueBackend };
  /** PGlite only: the data directory as a tarball, to start other instances from. */
  dumpDataDir?: () => Promise<Blob | File>;
  /**
   * PGlite only: another handle on the same database with a Drizzle instance of its own, so
   * whatever a module keeps per `db` (caches keyed by it, prepared statements) starts empty.
   * Tests hand one emptied database from file to file this way.
   */
  renewed?: () => DatabaseHandle;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/**
 * The PostgreSQL extensions the migrations create, as PGlite loads them (PostgreSQL has them as
 * contrib modules): pg_trgm for search (migration 0011). Whatever opens PGlite on our migrations
 * passes these.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; unset opens PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; unset keeps the embedded database in memory (tests). */
  pgliteDir?: string | undefined;
  /** A PGlite data directory dump to start from (tests keep a migrated one to skip initdb). */
  pgliteTemplate?: Blob | undefined;
}

/** Opens the configured database so the rest of the server never cares which engine runs. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteTemplate);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that PostgreSQL ends (a restart, a failover, an administrator) is dropped
  // from the pool and the next query opens a new one; without a listener the pool's 'error'
  // event would crash the process. Outages still show in queries and in /healthz.
  pool.on('error', () => undefined);
  pool.on('connect', timePostgresConnection);
  const unwatchPool = watchPostgresPool(pool);
  const db = drizzle(pool, { schema });
  const holdStartupLock = createStartupLock(pg, url);
  // pg's own result: an array of them for a multi-statement script, which pg-boss unwraps.
  const jobQueueDb: JobQueueDb = { executeSql: (text, values) => pool.query(text, values) };
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    // Two processes migrating at once would both apply the same migration: one of them fails.
    migrate: async () => {
      const release = await holdStartupLock();
      try {
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
        await migrateJobQueueSchema(jobQueueDb, 'postgres');
      } finally {
        await release();
      }
    },
    holdStartupLock,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onNotify) => listenOnPostgres(pg, url, channel, onNotify),
    jobQueue: { db: jobQueueDb, backend: 'postgres' },
    close: () => {
      unwatchPool();
      return pool.end();
    },
  };
}

/** A channel name as LISTEN takes it unquoted. */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** Wait before listening again after the connection was lost (a restart, a failover). */
const RELISTEN_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one goes back to other queries), opened again a
 * second after it is lost: what is missed meanwhile is only told late, by whatever polls.
 */
async function listenOnPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  const name = channelName(channel);
  let client: InstanceType<typeof pg.Client> | undefined;
  let stopped = false;
  let again: ReturnType<typeof setTimeout> | undefined;
  const lost = (lostClient: InstanceType<typeof pg.Client>) => {
    if (stopped || client !== lostClient) return;
    client = undefined;
    void lostClient.end().catch(() => undefined);
    again = setTimeout(() => void open(), RELISTEN_MS);
    again.unref();
  };
  const open = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === name) onNotify(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${name}`);
    } catch {
      lost(next);
    }
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(again);
    await client?.end().catch(() => undefined);
  };
}

/**
 * PGlite's buffer pool lives in its WASM memory and is resident from the start: initdb's 128 MB
 * made the embedded server hold 128 MB before its first query. 32 MB holds the seeded demo's
 * busy pages (its whole database is about 60 MB); the rest is read through the system's file cache.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

async function openPglite(dir: string | undefined, template: Blob | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const extensions = await pgliteExtensions();
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { fromPglite } = await import('pg-boss');
  if (dir) await mkdir(dir, { recursive: true });
  const client = new PGlite({
    extensions,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    ...(dir ? { dataDir: dir } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  await client.waitReady;
  timePgliteQueries(client);
  const jobQueueDb = fromPglite(client);
  const handleOf = (): DatabaseHandle => {
    const db = drizzle(client, { schema });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      migrate: async () => {
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
        await migrateJobQueueSchema(jobQueueDb, 'pglite');
      },
      holdStartupLock: async () => async () => undefined,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: async (channel, onNotify) => {
        const stop = await client.listen(channelName(channel), onNotify);
        // Closing the database ends every listener with it; UNLISTEN after that would throw.
        return async () => {
          if (!client.closed) await stop();
        };
      },
      jobQueue: { db: jobQueueDb, backend: 'pglite' },
      close: () => client.close(),
      dumpDataDir: () => client.dumpDataDir('none'),
      renewed: handleOf,
    };
  };
  return handleOf();
}
