/**
 * What a runner needs of pg-boss beyond its public API: its statements on the runner's clock (the
 * tests'), which of its queues holds the job due first, and two moves on a fetched job, written on
 * its job table (schema `pgboss`) as pg-boss writes its own and only for the attempt this runner
 * fetched (the same fence pg-boss puts on complete and fail: id, retry count, still active).
 */
import type { Db } from 'pg-boss';
import { JOB_QUEUE_SCHEMA } from '../db/job-queue-schema.ts';

/**
 * pg-boss's statements with the runner's time for its `job_now()`, the function every one of them
 * reads the time from (the same hook pg-boss's own TestClock takes).
 */
export function onClock(db: Db, now: () => Date): Db {
  const clockCall = `${JOB_QUEUE_SCHEMA}.job_now()`;
  return {
    executeSql: (text, values) =>
      db.executeSql(text.replaceAll(clockCall, `'${now().toISOString()}'::timestamptz`), values),
  };
}

/** A job as one runner fetched it: which attempt of which job. */
export interface FetchedAttempt {
  name: string;
  id: string;
  retryCount: number;
}

/**
 * The name of the job due first among these, by when it became due: pg-boss fetches from one queue
 * at a time, and a runner of several names takes their jobs in the order they came due (a
 * payment's webhook delivery before the renewal sweep that follows it).
 */
export async function nameDueFirst(db: Db, names: readonly string[]): Promise<string | undefined> {
  const { rows } = await db.executeSql(
    `select name from ${JOB_QUEUE_SCHEMA}.job
      where name = any($1::text[]) and state < 'active' and not blocked
        and start_after <= ${JOB_QUEUE_SCHEMA}.job_now()
      order by start_after, created_on limit 1`,
    [names],
  );
  return (rows[0] as { name: string } | undefined)?.name;
}

const thisAttempt = `name = $1 and id = $2 and state = 'active' and retry_count = $3`;
const paramsOf = (job: FetchedAttempt) => [job.name, job.id, job.retryCount];

/**
 * Back to the queue, this attempt not counted: what pg-boss's internal `restore` does (state
 * created, not started), so its next fetch is the same attempt again.
 */
export async function handBackAttempt(db: Db, job: FetchedAttempt): Promise<void> {
  await db.executeSql(
    `update ${JOB_QUEUE_SCHEMA}.job set state = 'created', started_on = null, heartbeat_on = null
      where ${thisAttempt}`,
    paramsOf(job),
  );
}

/** No retry left after this attempt, so pg-boss's `fail` ends the job failed. */
export async function endRetries(db: Db, job: FetchedAttempt): Promise<void> {
  await db.executeSql(
    `update ${JOB_QUEUE_SCHEMA}.job set retry_limit = retry_count where ${thisAttempt}`,
    paramsOf(job),
  );
}
