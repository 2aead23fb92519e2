/**
 * The database's part of a backup, for either engine: the embedded PGlite's data directory
 * (backup-pglite.ts) or a pg_dump of PostgreSQL (backup-postgres.ts), with the facts the manifest
 * records from the same snapshot (rows per table, migrations applied) so a restore can check that
 * it brought back exactly what was saved.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import { MIGRATIONS_DIR } from '../db/client.ts';
import type { BackupManifest } from './backup-manifest.ts';

export type Problem = { problem: string };
export type DatabaseSnapshot = BackupManifest['database'];
export type DatabaseFacts = Pick<DatabaseSnapshot, 'serverVersion' | 'migrations' | 'tables'>;
/** Runs one SQL statement and answers its rows (each engine supplies its own). */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** What the database holds, read through `query` (inside the snapshot being dumped, for PostgreSQL). */
export async function factsOf(query: Query): Promise<DatabaseFacts> {
  const [version] = await query('select version() as version');
  const names = await query(
    "select quote_ident(tablename) as quoted, tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const tables: Record<string, number> = {};
  for (const table of names) {
    const [row] = await query(`select count(*) as rows from public.${String(table.quoted)}`);
    tables[String(table.name)] = Number(row?.rows ?? 0);
  }
  // Asked first: a query on a missing table would abort the snapshot's transaction.
  const [present] = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  const [migrations] = present?.present
    ? await query('select count(*) as applied, max(created_at) as latest from drizzle.__drizzle_migrations')
    : [];
  return {
    serverVersion: String(version?.version ?? ''),
    migrations: {
      applied: Number(migrations?.applied ?? 0),
      latest: migrations?.latest == null ? null : Number(migrations.latest),
    },
    tables,
  };
}

/** The tables whose row counts differ between what the manifest says and what was restored. */
export function tablesThatDiffer(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...names]
    .filter((name) => expected[name] !== found[name])
    .map(
      (name) => `${name}: ${found[name] ?? 'missing'} rows, the manifest says ${expected[name] ?? 'none'}`,
    );
}

/**
 * Why this code cannot take the backup's schema, if it cannot: a backup made by a newer FanVault
 * holds migrations this one does not know (older ones are applied by the next start).
 */
export async function schemaProblem(manifest: BackupManifest): Promise<string | undefined> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const known = Math.max(0, ...journal.entries.map((entry) => entry.when));
  const { latest } = manifest.database.migrations;
  if (latest !== null && latest > known)
    return (
      'This backup was made by a newer FanVault: its database has migrations this code does not know. ' +
      'Restore it with the version that made it (or a later one).'
    );
  return undefined;
}

/** The kind of database the settings name. */
export function databaseKindOf(config: Pick<ServerConfig, 'databaseUrl'>): DatabaseSnapshot['kind'] {
  return config.databaseUrl ? 'postgres' : 'pglite';
}
