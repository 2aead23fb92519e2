/**
 * Query latency and pool use as the database client sees them (core/metrics.ts): every query of
 * a PostgreSQL pool's connections, and every query of PGlite (a transaction's included), timed
 * where the driver is called, below Drizzle, so no caller has to remember to.
 */
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { dbQueriesInFlight, dbQuerySeconds, watchDatabasePool } from '../core/metrics.ts';

type Driver = 'postgres' | 'pglite';

/** Counts a query as sent; answers how to count it answered (once, however often called). */
function queryStarted(driver: Driver): () => void {
  const observe = dbQuerySeconds.startTimer({ driver });
  dbQueriesInFlight.inc({ driver });
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    observe();
    dbQueriesInFlight.dec({ driver });
  };
}

type AnyFunction = (...args: unknown[]) => unknown;

const isThenable = (value: unknown): value is Promise<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * Wraps a driver method that answers a promise or calls back its last argument (node-postgres
 * does both: the pool calls its connections back, Drizzle awaits them in a transaction).
 */
function timedMethod(driver: Driver, method: AnyFunction): AnyFunction {
  return (...args) => {
    const ended = queryStarted(driver);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        ended();
        return (last as AnyFunction)(...results);
      };
    }
    try {
      const result = method(...args);
      if (isThenable(result)) return result.finally(ended);
      if (typeof last !== 'function') ended();
      return result;
    } catch (error) {
      ended();
      throw error;
    }
  };
}

/** Times every query of a pool's connection; give it each connection as the pool opens it. */
export function timePostgresConnection(connection: object): void {
  const client = connection as { query: AnyFunction };
  client.query = timedMethod('postgres', client.query.bind(client));
}

/** Publishes a pool's connections in use and idle, and the queries waiting for one; answers how to stop. */
export function watchPostgresPool(pool: { totalCount: number; idleCount: number; waitingCount: number }) {
  return watchDatabasePool(() => [
    { labels: { state: 'in_use' }, value: pool.totalCount - pool.idleCount },
    { labels: { state: 'idle' }, value: pool.idleCount },
    { labels: { state: 'waiting' }, value: pool.waitingCount },
  ]);
}

function timeQueriesOf(target: { query: unknown; exec: unknown }): void {
  const methods = target as { query: AnyFunction; exec: AnyFunction };
  methods.query = timedMethod('pglite', methods.query.bind(target));
  methods.exec = timedMethod('pglite', methods.exec.bind(target));
}

/**
 * Times every query of a PGlite instance. PGlite runs one query at a time, so a query's time
 * includes its wait for the ones before it: what a caller waits, as a pool's wait would be.
 */
export function timePgliteQueries(client: PGlite): void {
  timeQueriesOf(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: PgliteTransaction) => Promise<T>) =>
    transaction((tx) => {
      timeQueriesOf(tx);
      return callback(tx);
    })) as PGlite['transaction'];
}
