/**
 * The job queue's figures (core/metrics.ts): how each attempt ended, counted by the runner that ran
 * it, and the depth of the queue, read from pg-boss's job table when Prometheus scrapes.
 */
import { sql } from 'drizzle-orm';
import { jobsFinished, watchJobQueue, type GaugeReading } from '../core/metrics.ts';
import type { Database } from '../db/client.ts';
import { JOB_QUEUE_SCHEMA } from '../db/job-queue-schema.ts';

/** How an attempt ended: done, retried later, failed for good, or handed back when its runner stopped. */
export type JobOutcome = 'done' | 'retried' | 'failed' | 'returned';

export function countJobAttempt(name: string, outcome: JobOutcome): void {
  jobsFinished.inc({ job: name, outcome });
}

/** Queued jobs by name and whether they are due now or later, and running ones. */
async function queueReadings(db: Database, now: Date): Promise<GaugeReading[]> {
  // pg-boss's waiting states are created and retry; active is running.
  const result = await db.execute(sql`
    select name, case when state = 'active' then 'running'
        when start_after <= ${now.toISOString()}::timestamptz then 'due' else 'scheduled' end as state,
      count(*)::int as count
    from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job
    where state in ('created', 'retry', 'active')
    group by 1, 2`);
  const rows = (result as unknown as { rows: { name: string; state: string; count: number }[] }).rows;
  return rows.map((row) => ({ labels: { job: row.name, state: row.state }, value: Number(row.count) }));
}

/** Publishes the depth of the queue on `db` at each scrape; answers how to stop. */
export function publishJobQueueDepth(db: Database, now: () => Date = () => new Date()): () => void {
  return watchJobQueue(() => queueReadings(db, now()));
}
