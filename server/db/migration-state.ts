/**
 * Whether the database has every committed migration, for the readiness check (`GET /readyz`):
 * a process on a database behind its code (a restore of an older backup, a migration that failed
 * half-way in another process) must not take traffic.
 */
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Database } from './client.ts';

let newestCommitted: number | undefined;

/** When the newest committed migration was generated: drizzle's mark of it in its table. */
function newestMigrationMark(): number {
  newestCommitted ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((migration) => migration.folderMillis),
  );
  return newestCommitted;
}

/**
 * True when drizzle's migrations table records the newest committed migration (drizzle applies
 * them in order, so the newest recorded means all are). Throws when the database does not answer.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const found = (await db.execute(
    sql`select 1 from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
  )) as unknown as { rows: unknown[] };
  if (found.rows.length === 0) return false;
  // Both drivers answer a raw query with its rows under `rows`; a bigint comes back as text.
  const newest = (await db.execute(
    sql`select max(created_at)::text as mark from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { mark: string | null }[] };
  return Number(newest.rows[0]?.mark ?? 0) >= newestMigrationMark();
}
