/**
 * A fresh database per test file: in-memory PGlite by default; when DATABASE_URL is set, a new
 * uniquely named PostgreSQL database created from it and dropped at the end, so runs never collide.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from '../../../server/db/client.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** 'pglite' or the name of the throwaway PostgreSQL database. */
  label: string;
  dispose(): Promise<void>;
}

/** Opens and migrates a fresh database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const template = await migratedTemplate();
    const handle = await openDatabase(template ? { pgliteTemplate: template } : {});
    await handle.migrate();
    if (!template) await saveTemplate(handle);
    return { handle, label: 'pglite', dispose: () => handle.close().catch(() => undefined) };
  }
  const name = `fanvault_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    handle,
    label: name,
    async dispose() {
      await handle.close().catch(() => undefined);
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * Starting PGlite from a dump of an already migrated database takes about 0.6 s instead of 3-6 s
 * of initdb, so the first test file saves one in the temp folder, keyed by the migrations.
 */
async function templatePath(): Promise<string> {
  const journal = await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'));
  const key = createHash('sha256').update(journal).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `fanvault-pglite-template-${key}.tar`);
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
