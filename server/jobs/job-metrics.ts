/**
 * The job queue's figures (core/metrics.ts): how each attempt ended, counted by the runner that ran
 * it, and the depth of the queue, read from the `jobs` table when Prometheus scrapes.
 */
import { inArray, sql } from 'drizzle-orm';
import { jobsFinished, watchJobQueue, type GaugeReading } from '../core/metrics.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

/** How an attempt ended: done, retried later, failed for good, or handed back when its runner stopped. */
export type JobOutcome = 'done' | 'retried' | 'failed' | 'returned';

export function countJobAttempt(name: string, outcome: JobOutcome): void {
  jobsFinished.inc({ job: name, outcome });
}

/** Queued jobs by name and whether they are due now or later, and running ones. */
async function queueReadings(db: Database, now: Date): Promise<GaugeReading[]> {
  const state = sql<string>`case when ${jobs.state} = 'running' then 'running'
    when ${jobs.runAt} <= ${now.toISOString()}::timestamptz then 'due' else 'scheduled' end`;
  const rows = await db
    .select({ name: jobs.name, state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(jobs.state, ['queued', 'running']))
    // By position: the state's expression, written twice, would carry its time parameter twice.
    .groupBy(sql`1, 2`);
  return rows.map((row) => ({ labels: { job: row.name, state: row.state }, value: Number(row.count) }));
}

/** Publishes the depth of the queue on `db` at each scrape; answers how to stop. */
export function publishJobQueueDepth(db: Database, now: () => Date = () => new Date()): () => void {
  return watchJobQueue(() => queueReadings(db, now()));
}
