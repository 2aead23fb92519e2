/**
 * The jobs of pg-boss's table (schema pgboss) as the tests read them: the states the product talks
 * about (queued, running, done, failed), its attempts started, its last error and when it is due.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client.ts';

export interface QueuedJob {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  state: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  /** Attempts started, the running one included; one handed back at a stop is not counted. */
  attempts: number;
  lastError: string;
  runAt: Date;
  finishedAt: Date | null;
  singletonKey: string | null;
}

const STATES: Record<string, QueuedJob['state']> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
};

interface Row {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
  state: string;
  retry_count: number;
  started_on: Date | string | null;
  output: { message?: string } | null;
  start_after: Date | string;
  completed_on: Date | string | null;
  singleton_key: string | null;
}

const dateOf = (value: Date | string) => new Date(value);

function queuedJobOf(row: Row): QueuedJob {
  return {
    id: row.id,
    name: row.name,
    payload: row.data ?? {},
    state: STATES[row.state] ?? 'queued',
    // pg-boss counts a retry as the job is fetched again, so a job never started has no attempt.
    attempts: row.started_on === null ? 0 : Number(row.retry_count) + 1,
    lastError: row.output?.message ?? '',
    runAt: dateOf(row.start_after),
    finishedAt: row.completed_on === null ? null : dateOf(row.completed_on),
    singletonKey: row.singleton_key,
  };
}

async function select(db: Database, where: ReturnType<typeof sql>): Promise<QueuedJob[]> {
  const result = (await db.execute(
    sql`select id, name, data, state, retry_count, started_on, output, start_after, completed_on, singleton_key
      from pgboss.job where ${where} order by created_on, id`,
  )) as unknown as { rows: Row[] };
  return result.rows.map(queuedJobOf);
}

export async function queuedJob(db: Database, id: string): Promise<QueuedJob> {
  const [job] = await select(db, sql`id = ${id}::uuid`);
  if (!job) throw new Error(`no job ${id}`);
  return job;
}

export const jobsNamed = (db: Database, name: string) => select(db, sql`name = ${name}`);

export const jobsInState = (db: Database, state: QueuedJob['state']) =>
  select(db, sql`state::text in ${Object.keys(STATES).filter((key) => STATES[key] === state)}`);
