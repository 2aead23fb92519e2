/**
 * The embedded database in a backup: PGlite's data directory as a gzipped tarball
 * (`dumpDataDir`), loaded back with `loadDataDir` into an empty directory. PGlite belongs to one
 * process, so both need the server (and any worker) stopped: a database opened by two processes
 * would be damaged.
 */
import { createWriteStream } from 'node:fs';
import { access, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import {
  factsOf,
  type DatabaseFacts,
  type DatabaseSnapshot,
  type Problem,
  type Query,
} from './backup-database.ts';
import { DATABASE_FILES, hashing } from './backup-manifest.ts';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

function queryOf(db: Database): Query {
  // Both drivers answer a raw query with its rows under `rows`.
  return async (text) =>
    ((await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/**
 * True while a PGlite holds the directory open: it writes `postmaster.pid` on opening and removes
 * it on closing. A process that was killed leaves it behind too.
 */
export function pgliteInUse(pgliteDir: string): Promise<boolean> {
  return exists(path.join(pgliteDir, 'postmaster.pid'));
}

export function inUseProblem(pgliteDir: string): string {
  return (
    `The embedded database in ${pgliteDir} is open (postmaster.pid): stop the server and any worker first. ` +
    'If none runs, one was killed: start the server once and stop it (Ctrl+C or SIGTERM) so it closes cleanly.'
  );
}

/** Dumps the data directory into `dir`, with the facts of the same, still database. */
export async function dumpPglite(pgliteDir: string, dir: string): Promise<DatabaseSnapshot | Problem> {
  if (!(await exists(path.join(pgliteDir, 'PG_VERSION'))))
    return { problem: `There is no embedded database in ${pgliteDir} to back up (is DATA_DIR right?).` };
  if (await pgliteInUse(pgliteDir)) return { problem: inUseProblem(pgliteDir) };
  const handle = await openDatabase({ pgliteDir });
  try {
    // Writes everything to the data files, so the tarball needs no replay of the log when loaded.
    await handle.db.execute(sql`checkpoint`);
    const facts = await factsOf(queryOf(handle.db));
    const tarball = await handle.dumpDataDir!();
    const hash = hashing();
    await pipeline(
      Readable.fromWeb(tarball.stream() as WebReadableStream<Uint8Array>),
      createGzip(),
      hash.transform,
      createWriteStream(path.join(dir, DATABASE_FILES.pglite), { mode: 0o600 }),
    );
    return { kind: 'pglite', file: { path: DATABASE_FILES.pglite, ...hash.result() }, ...facts };
  } finally {
    await handle.close();
  }
}

/** True when the directory holds anything (a database, or the rest of one). */
export async function pgliteHoldsData(pgliteDir: string): Promise<boolean> {
  return (await readdir(pgliteDir).catch(() => [])).length > 0;
}

/**
 * Loads the tarball into the data directory (emptied first when `replace`), and answers the facts
 * of what was loaded.
 */
export async function loadPglite(pgliteDir: string, dir: string, replace: boolean): Promise<DatabaseFacts> {
  if (replace) await rm(pgliteDir, { recursive: true, force: true });
  const tarball = await promisify(gunzip)(await readFile(path.join(dir, DATABASE_FILES.pglite)));
  const handle = await openDatabase({ pgliteDir, pgliteTemplate: new Blob([new Uint8Array(tarball)]) });
  try {
    return await factsOf(queryOf(handle.db));
  } finally {
    await handle.close();
  }
}
