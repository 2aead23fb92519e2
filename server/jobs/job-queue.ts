/**
 * Putting work on the queue (docs/decisions/background-jobs.md). The queue is pg-boss, on the
 * server's own database; a job is sent in the caller's transaction (pg-boss `send` with it as
 * `db`), so a post and the job that processes its video are committed together or not at all. A
 * job due now is also announced on JOBS_QUEUED_CHANNEL, which the database delivers as that
 * transaction commits: the runners listening take it at once instead of at their next look.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type Db, type DrizzleTransactionLike } from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { JOB_QUEUE_SCHEMA } from '../db/job-queue-schema.ts';

/** The NOTIFY channel a job due now is announced on, its name as the payload. */
export const JOBS_QUEUED_CHANNEL = 'jobs_queued';

/** The database or an open transaction on it (both send the same way). */
export type JobWriter = Pick<Database, 'execute'>;

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

/**
 * How long a running job may go without its runner's heartbeat before pg-boss's supervisor takes
 * it for dead and queues it again (its runner beats every third of it).
 */
export const JOB_HEARTBEAT_SECONDS = 60;

/** The first retry's wait; each next one doubles it (pg-boss adds up to as much again at random), at most 10 minutes. */
const RETRY_DELAY_SECONDS = 10;
const RETRY_DELAY_MAX_SECONDS = 600;

/**
 * The process's pg-boss on one database: it sends, and its supervisor (every minute) queues again
 * the jobs whose runner's heartbeat stopped. It runs no handler itself; the runners
 * (job-runner.ts) fetch through it.
 */
export interface JobQueue {
  boss: PgBoss;
  /** pg-boss's access to the database (DatabaseHandle.jobQueue). */
  db: Db;
  /** Makes sure a queue exists for each of these job names (pg-boss sends only to a queue it knows). */
  createQueues(names: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The open queues of this process, the last opened first: the one `enqueueJob` sends through. A
 * process has one database; tests open several, whose queues pg-boss describes alike (one shared
 * job table, created by the migrations), so any of them sends to the transaction's database.
 */
const openQueues: JobQueue[] = [];

/**
 * Opens pg-boss on the database, with queues for these job names. Its schema is already current
 * (DatabaseHandle.migrate installs it), so it only checks the version.
 */
export async function openJobQueue(
  handle: Pick<DatabaseHandle, 'jobQueue'>,
  names: readonly string[] = [],
  log?: { error(obj: object, msg: string): void },
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: handle.jobQueue.db,
    backend: handle.jobQueue.backend,
    schema: JOB_QUEUE_SCHEMA,
    migrate: false,
    schedule: false,
    registerInstance: false,
    // The queue's own statistics and index upkeep are not ours to pay for: /metrics reads the depth.
    persistQueueStats: false,
    reindex: false,
  });
  boss.on('error', (error: unknown) => log?.error({ err: error }, 'job queue error'));
  await boss.start();
  const queue: JobQueue = {
    boss,
    db: handle.jobQueue.db,
    createQueues: (more) => createMissingQueues(boss, more),
    async close() {
      if (!openQueues.includes(queue)) return;
      openQueues.splice(openQueues.indexOf(queue), 1);
      await boss.stop({ graceful: false, close: false, timeout: 1000 });
    },
  };
  await queue.createQueues(names);
  openQueues.unshift(queue);
  return queue;
}

/**
 * Every queue is `exclusive`: one job per singleton key while it is queued or running. A job sent
 * without a key gets one of its own, so it never meets another.
 */
async function createMissingQueues(boss: PgBoss, names: readonly string[]) {
  if (names.length === 0) return;
  const existing = new Set((await boss.getQueues([...names])).map((queue) => queue.name));
  for (const name of names) {
    if (!existing.has(name)) await boss.createQueue(name, { policy: 'exclusive' });
  }
}

function processQueue(): JobQueue {
  const queue = openQueues[0];
  if (!queue) throw new Error('The job queue is not open (openJobQueue).');
  return queue;
}

/** Queues a job; answers its id, or null when a job with the same singleton key is already waiting. */
export async function enqueueJob(db: JobWriter, job: NewJob): Promise<string | null> {
  const due = !job.runAt || job.runAt <= new Date();
  const id = await processQueue().boss.send(job.name, job.payload, {
    // Drizzle's execute answers what pg-boss's adapter reads (`rows`), its type saying `unknown`.
    db: fromDrizzle(db as DrizzleTransactionLike, sql),
    singletonKey: job.singletonKey ?? randomUUID(),
    ...(job.runAt ? { startAfter: job.runAt } : {}),
    // One more than its attempts: an attempt whose process died is only seen when the job is taken
    // again (job-runner.ts), and that last take is the one that gives up.
    retryLimit: job.maxAttempts ?? 3,
    retryDelay: RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: RETRY_DELAY_MAX_SECONDS,
    heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
    // An encode may take hours; the heartbeat, not this, tells a job whose process died.
    expireInSeconds: 24 * 60 * 60,
  });
  if (id && due) await db.execute(sql`select pg_notify(${JOBS_QUEUED_CHANNEL}, ${job.name})`);
  return id;
}
