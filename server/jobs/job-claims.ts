/**
 * The job runner's writes to the `jobs` table (job-runner.ts): the claim of a due job, the lease
 * it renews while the job runs, and the state the job ends an attempt in. Every write after the
 * claim touches the job only while this runner still holds it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export interface ClaimedJob {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** One runner's hold on its jobs: the database, its id, its lease and its clock. */
export interface JobClaims {
  db: Database;
  runnerId: string;
  leaseMs: number;
  now(): Date;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Claims the first due job of these names: queued and due, or running with its lease run out (its
 * process died). One UPDATE over a `FOR UPDATE SKIP LOCKED` subquery, so two runners never take
 * the same job.
 */
export async function claimDueJob(claims: JobClaims, names: string[]): Promise<ClaimedJob | undefined> {
  if (names.length === 0) return undefined;
  const time = claims.now();
  const due = sql`(
      select ${jobs.id} from ${jobs}
      where ${jobs.name} in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})
        and ((${jobs.state} = 'queued' and ${jobs.runAt} <= ${at(time)})
          or (${jobs.state} = 'running' and ${jobs.lockedUntil} < ${at(time)}))
      order by ${jobs.runAt}, ${jobs.id}
      limit 1
      for update skip locked
    )`;
  const [row] = await claims.db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: claims.runnerId,
      lockedUntil: new Date(time.getTime() + claims.leaseMs),
    })
    .where(eq(jobs.id, due))
    .returning({
      id: jobs.id,
      name: jobs.name,
      payload: jobs.payload,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
  return row ? { ...row, payload: (row.payload ?? {}) as Record<string, unknown> } : undefined;
}

const mine = (claims: JobClaims, jobId: number) =>
  and(eq(jobs.id, jobId), eq(jobs.lockedBy, claims.runnerId));

/** Renews the job's lease every third of it until the returned stop is called. */
export function keepLease(claims: JobClaims, jobId: number): () => void {
  const renew = setInterval(() => {
    void claims.db
      .update(jobs)
      .set({ lockedUntil: new Date(claims.now().getTime() + claims.leaseMs) })
      .where(mine(claims, jobId))
      .catch(() => undefined);
  }, claims.leaseMs / 3);
  renew.unref();
  return () => clearInterval(renew);
}

export async function markDone(claims: JobClaims, jobId: number) {
  await claims.db
    .update(jobs)
    .set({ state: 'done', lastError: '', lockedBy: null, lockedUntil: null, finishedAt: claims.now() })
    .where(mine(claims, jobId));
}

export async function markFailed(claims: JobClaims, jobId: number, reason: string) {
  await claims.db
    .update(jobs)
    .set({ state: 'failed', lastError: reason, lockedBy: null, lockedUntil: null, finishedAt: claims.now() })
    .where(mine(claims, jobId));
}

/** Stopped by the runner, not failed: back to the queue, this attempt not counted. */
export async function putBack(claims: JobClaims, jobId: number) {
  await claims.db
    .update(jobs)
    .set({
      state: 'queued',
      attempts: sql`${jobs.attempts} - 1`,
      runAt: claims.now(),
      lockedBy: null,
      lockedUntil: null,
    })
    .where(mine(claims, jobId));
}

/** Back to the queue after a failed attempt, to run again after `delayMs`. */
export async function retryLater(claims: JobClaims, jobId: number, reason: string, delayMs: number) {
  await claims.db
    .update(jobs)
    .set({
      state: 'queued',
      lastError: reason,
      runAt: new Date(claims.now().getTime() + delayMs),
      lockedBy: null,
      lockedUntil: null,
    })
    .where(mine(claims, jobId));
}
