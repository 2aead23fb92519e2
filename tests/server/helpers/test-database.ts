/**
 * A fresh database per test file: in-memory PGlite by default; when DATABASE_URL is set, a new
 * uniquely named PostgreSQL database created from it and dropped at the end, so runs never collide.
 * Both start from a migrated template made once per set of migrations, not migrated per file.
 * A PGlite database a file is done with is emptied and kept for the worker's next file (the files
 * of a worker run one after another): emptying took a few milliseconds where starting another
 * PGlite from the template took about a second of CPU.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from '../../../server/db/client.ts';
import { JOB_QUEUE_SCHEMA } from '../../../server/db/job-queue-schema.ts';
import { JOB_NAMES } from '../../../server/job-handlers.ts';
import { openJobQueue, type JobQueue } from '../../../server/jobs/job-queue.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The job queue (pg-boss) on it, open with a queue for every job of the server. */
  queue: JobQueue;
  /** 'pglite' or the name of the throwaway PostgreSQL database. */
  label: string;
  dispose(): Promise<void>;
}

/** Opens and migrates a fresh database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = takeSpare() ?? (await openPglite());
    const queue = await openJobQueue(handle, JOB_NAMES);
    let disposed = false;
    return {
      handle,
      queue,
      label: 'pglite',
      async dispose() {
        if (disposed) return;
        disposed = true;
        await queue.close();
        await giveBack(handle);
      },
    };
  }
  const name = `fanvault_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = await postgresTemplate(admin, adminUrl);
  await admin.query(`create database "${name}" template "${template}"`);
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name) });
  // Nothing left to apply; kept so a template that lags behind its migrations cannot pass unseen.
  await handle.migrate();
  const queue = await openJobQueue(handle, JOB_NAMES);
  return {
    handle,
    queue,
    label: name,
    async dispose() {
      await queue.close().catch(() => undefined);
      await handle.close().catch(() => undefined);
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** A database a test opened itself, as a TestDatabase: its job queue opened, both closed by `dispose`. */
export async function keptTestDatabase(
  handle: DatabaseHandle,
  label: string,
  close: () => Promise<void>,
): Promise<TestDatabase> {
  const queue = await openJobQueue(handle, JOB_NAMES);
  return {
    handle,
    queue,
    label,
    async dispose() {
      await queue.close();
      await close();
    },
  };
}

/**
 * A new DATA_DIR whose embedded database (`pglite/`) is already migrated, copied from the suite's
 * template, for a command a test runs as an operator would (`tsx server/ops/cli.ts`). On a fresh
 * DATA_DIR the command first ran initdb and every migration: 7.7 CPU-seconds per command where
 * opening a migrated one took 2.9 (2026-12-05).
 */
export async function migratedDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fanvault-data-'));
  const template = await migratedTemplate();
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), pgliteTemplate: template });
  await migrateWithQueues(handle);
  if (!template) await saveTemplate(handle);
  await handle.close();
  return dataDir;
}

async function openPglite(): Promise<DatabaseHandle> {
  const template = await migratedTemplate();
  const handle = await openDatabase(template ? { pgliteTemplate: template } : {});
  await migrateWithQueues(handle);
  if (!template) await saveTemplate(handle);
  return handle;
}

/** Migrated, with pg-boss's queues for the server's jobs: what the templates hold, so no file makes them. */
async function migrateWithQueues(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await (await openJobQueue(handle, JOB_NAMES)).close();
}

/** The emptied PGlite database this worker keeps for its next test file. */
let spare: DatabaseHandle | undefined;

function takeSpare(): DatabaseHandle | undefined {
  const kept = spare;
  spare = undefined;
  // A handle of its own: caches a module keeps per `db` do not carry over from the last file.
  return kept?.renewed?.();
}

/** Empties the database and keeps it as the spare, or closes it when it cannot be emptied. */
async function giveBack(handle: DatabaseHandle): Promise<void> {
  if (!spare && (await emptied(handle))) {
    spare = handle;
    return;
  }
  await handle.close().catch(() => undefined);
}

/**
 * Every table of the schema emptied and its sequences restarted, session settings reset; false
 * when the test closed the database itself. Any other failure is thrown: from issue 23 to this
 * check the audit log's no-truncate trigger made every emptying fail unseen, and each file paid
 * for a PGlite started afresh (0.6 s of CPU, about 60 s of the tier).
 */
async function emptied(handle: DatabaseHandle): Promise<boolean> {
  try {
    // Both drivers answer a raw query with its rows under `rows`.
    const tables = (await handle.db.execute(
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { name: string }[] };
    const names = tables.rows.map((row) => row.name).join(', ');
    await handle.db.transaction(async (tx) => {
      // The append-only tables' triggers (the operators' audit log) guard a running platform,
      // not a test's throwaway copy: they are not fired while it is emptied.
      await tx.execute(sql`set local session_replication_role = replica`);
      if (names) await tx.execute(sql.raw(`truncate ${names} restart identity cascade`));
      // The jobs, not the queues (made once, in the template).
      await tx.execute(sql.raw(`truncate ${JOB_QUEUE_SCHEMA}.job`));
    });
    await handle.db.execute(sql`reset all`);
    return true;
  } catch (error) {
    if (/closed/i.test(String(error)) || /closed/i.test(String((error as { cause?: unknown }).cause)))
      return false;
    throw error;
  }
}

function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Any two test processes that make the PostgreSQL template take this lock, one at a time. */
const TEMPLATE_LOCK = 214_021;

/**
 * The migrated PostgreSQL database every test file's database is copied from: a copy took 0.1 s
 * where creating and migrating one took 2 to 8 s (2 cores, loaded). Named after the migrations,
 * so branches with other migrations on the same server never share one.
 */
async function postgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `fanvault_template_${await migrationsKey()}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete: a run killed midway leaves no
      // half-migrated template behind.
      const building = `${name}_${process.pid}`;
      await admin.query(`drop database if exists "${building}"`);
      await admin.query(`create database "${building}"`);
      const handle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, building) });
      await migrateWithQueues(handle);
      await handle.close();
      await admin.query(`alter database "${building}" rename to "${name}"`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
  return name;
}

/** A digest of every migration file, so a changed migration gets a new template. */
async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(MIGRATIONS_DIR, { recursive: true })).sort();
  for (const file of files.filter((one) => one.endsWith('.sql') || one.endsWith('_journal.json'))) {
    hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  // pg-boss's schema (installed by the migration step) and the queues are in the template too.
  hash
    .update(JSON.stringify(JOB_NAMES))
    .update(await readFile(path.join('node_modules', 'pg-boss', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Starting PGlite from a dump of an already migrated database takes about 0.6 s instead of 3-6 s
 * of initdb, so the first test file saves one in the temp folder, keyed by the migrations.
 */
async function templatePath(): Promise<string> {
  return path.join(tmpdir(), `fanvault-pglite-template-${await migrationsKey()}.tar`);
}

async function migratedTemplate(): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(await templatePath())]);
  } catch {
    return undefined;
  }
}

async function saveTemplate(handle: DatabaseHandle): Promise<void> {
  if (!handle.dumpDataDir) return;
  const file = await templatePath();
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
  await rename(partial, file);
}
