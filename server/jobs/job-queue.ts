/**
 * Putting work on the queue (docs/decisions.md, "Background jobs"). A job is a row of `jobs`; it
 * is written in the caller's transaction, so a post and the job that processes its video are
 * committed together or not at all. A job due now is also announced on JOBS_QUEUED_CHANNEL, which
 * the database delivers as that transaction commits: the runners listening take it at once
 * instead of at their next look at the queue.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

/** The NOTIFY channel a job due now is announced on, its name as the payload. */
export const JOBS_QUEUED_CHANNEL = 'jobs_queued';

/** The database or an open transaction on it (both insert the same way). */
export type JobWriter = Pick<Database, 'insert' | 'execute'>;

export interface NewJob {
  name: string;
  payload: Record<string, unknown>;
  /** While a job of this name and key is queued or running, enqueuing another does nothing. */
  singletonKey?: string;
  /** Runs before giving up; default 3. */
  maxAttempts?: number;
  /** Not before this time; default now. */
  runAt?: Date;
}

/** Queues a job; answers its id, or null when a job with the same singleton key is already waiting. */
export async function enqueueJob(db: JobWriter, job: NewJob): Promise<number | null> {
  const now = new Date();
  const [row] = await db
    .insert(jobs)
    .values({
      name: job.name,
      payload: job.payload,
      singletonKey: job.singletonKey ?? null,
      maxAttempts: job.maxAttempts ?? 3,
      // The runners' clock, not the database's: its now() has microseconds, and a job queued in
      // the millisecond a runner looks was not due yet to that runner (a flake seen on PostgreSQL).
      runAt: job.runAt ?? now,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (row && !(job.runAt && job.runAt > now))
    await db.execute(sql`select pg_notify(${JOBS_QUEUED_CHANNEL}, ${job.name})`);
  return row?.id ?? null;
}
