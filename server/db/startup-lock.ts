/**
 * The start-up lock of a PostgreSQL database: several processes starting at once on an empty
 * database (a deploy of N web processes and M workers) must not all migrate and seed it. The one
 * that gets the lock migrates and seeds; the others wait for it, then find the work done.
 *
 * A session-level advisory lock (pg_advisory_lock) on a connection of its own: a pooled connection
 * goes back to other queries, and a process that dies while holding the lock ends its session,
 * which releases the lock, so a crash never leaves the others waiting. Advisory locks belong to
 * one database, so deployments on one PostgreSQL server do not wait for each other.
 */
import type pg from 'pg';

/** The advisory lock's key: any fixed number no other part of the product locks. */
export const STARTUP_LOCK_KEY = 7_345_901_204;

export interface StartupLockOptions {
  /** Called once when another process holds the lock, before this one waits for it. */
  onWait?: () => void;
}

/** Takes the lock; answers how to let it go. */
export type HoldStartupLock = (options?: StartupLockOptions) => Promise<() => Promise<void>>;

/**
 * The lock of one database handle. Holding it again while this handle holds it (start-server.ts
 * holds it around the seed, and `migrate` takes it too) shares the one hold, so nothing waits for
 * itself; the lock goes when the last holder lets go.
 */
export function createStartupLock(pgModule: typeof pg, url: string): HoldStartupLock {
  let session: Promise<pg.Client> | undefined;
  let holders = 0;
  return async (options = {}) => {
    holders += 1;
    session ??= lockedSession(pgModule, url, options);
    let client: pg.Client;
    try {
      client = await session;
    } catch (error) {
      holders -= 1;
      session = undefined;
      throw error;
    }
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      holders -= 1;
      if (holders > 0) return;
      session = undefined;
      // Ending the session releases its advisory locks.
      await client.end().catch(() => undefined);
    };
  };
}

async function lockedSession(pgModule: typeof pg, url: string, options: StartupLockOptions) {
  const client = new pgModule.Client({ connectionString: url });
  // A lost connection shows in the next query; unheard, its 'error' event would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const tried = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      STARTUP_LOCK_KEY,
    ]);
    if (!tried.rows[0]?.locked) {
      options.onWait?.();
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    }
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}
