/**
 * Runs queued jobs (docs/decisions.md, "Background jobs"): in the web process by default, or in
 * `npm run worker` (server/worker.ts). Each claim is one UPDATE over a `FOR UPDATE SKIP LOCKED`
 * subquery, so two runners never take the same job; the runner holds a lease it renews while the
 * job runs, and a job whose lease ran out (its process died) is claimed again. A failure is
 * retried after an exponential backoff until the job's attempts are spent, then it is failed and
 * its handler's onGiveUp records what that means for the user (a video post in codec_failure).
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export interface JobContext {
  id: number;
  /** 1 for the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the runner stops: end child processes and throw. */
  signal: AbortSignal;
}

export interface JobHandler {
  run(payload: Record<string, unknown>, job: JobContext): Promise<void>;
  /**
   * Called once when the job ends failed (attempts spent, or a PermanentJobError); `error` is what
   * the last attempt threw, undefined when its process died.
   */
  onGiveUp?(payload: Record<string, unknown>, reason: string, error?: unknown): Promise<void>;
}

/** A failure that another attempt cannot fix (a file that is not a video): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export interface JobRunnerOptions {
  db: Database;
  handlers: Readonly<Record<string, JobHandler>>;
  /** Jobs run at the same time by this runner; default 1 (an encode uses every core). */
  concurrency?: number;
  /** Wait between looks at an empty queue; default 1000 ms. */
  pollMs?: number;
  /** How long a claim holds without renewal; renewed every third of it. Default 60 s. */
  leaseMs?: number;
  /** Wait before attempt n+1 after attempt n failed; default 10 s x 2^(n-1), at most 10 minutes. */
  backoffMs?: (attempt: number) => number;
  now?: () => Date;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface JobRunner {
  readonly id: string;
  /** Starts polling; jobs run in the background until stop(). */
  start(): void;
  /**
   * Stops taking jobs and aborts the running ones; each goes back to the queue without spending an
   * attempt, so the next runner (after a restart) runs it again.
   */
  stop(): Promise<void>;
  /** Claims and runs due jobs, one after another, until none is due; answers how many ran (tests, scripts). */
  runDue(): Promise<number>;
}

export const defaultBackoffMs = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), 600_000);

interface ClaimedJob {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'failed';

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers } = options;
  const concurrency = options.concurrency ?? 1;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const now = options.now ?? (() => new Date());
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const names = Object.keys(handlers);
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

  async function claim(): Promise<ClaimedJob | undefined> {
    if (names.length === 0) return undefined;
    const time = now();
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
    const [row] = await db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: id,
        lockedUntil: new Date(time.getTime() + leaseMs),
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

  const mine = (jobId: number) => and(eq(jobs.id, jobId), eq(jobs.lockedBy, id));

  async function giveUp(job: ClaimedJob, reason: string, error?: unknown) {
    await db
      .update(jobs)
      .set({ state: 'failed', lastError: reason, lockedBy: null, lockedUntil: null, finishedAt: now() })
      .where(mine(job.id));
    options.log?.error({ job: job.id, name: job.name, attempts: job.attempts, reason }, 'job failed');
    try {
      await handlers[job.name]?.onGiveUp?.(job.payload, reason, error);
    } catch (hookError) {
      options.log?.error({ job: job.id, err: hookError }, 'job onGiveUp failed');
    }
  }

  async function execute(job: ClaimedJob, controller: AbortController) {
    const handler = handlers[job.name]!;
    // A job claimed again after its process died may have spent its attempts already.
    if (job.attempts > job.maxAttempts) {
      await giveUp(job, 'The process running the job stopped before it finished.');
      return;
    }
    const renew = setInterval(() => {
      void db
        .update(jobs)
        .set({ lockedUntil: new Date(now().getTime() + leaseMs) })
        .where(mine(job.id))
        .catch(() => undefined);
    }, leaseMs / 3);
    renew.unref();
    try {
      await handler.run(job.payload, {
        id: job.id,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        signal: controller.signal,
      });
      await db
        .update(jobs)
        .set({ state: 'done', lastError: '', lockedBy: null, lockedUntil: null, finishedAt: now() })
        .where(mine(job.id));
    } catch (error) {
      if (controller.signal.aborted) {
        // Stopped by us, not failed: back to the queue, this attempt not counted.
        await db
          .update(jobs)
          .set({
            state: 'queued',
            attempts: sql`${jobs.attempts} - 1`,
            runAt: now(),
            lockedBy: null,
            lockedUntil: null,
          })
          .where(mine(job.id));
        return;
      }
      const reason = messageOf(error);
      if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
        await giveUp(job, reason, error);
        return;
      }
      await db
        .update(jobs)
        .set({
          state: 'queued',
          lastError: reason,
          runAt: new Date(now().getTime() + backoffMs(job.attempts)),
          lockedBy: null,
          lockedUntil: null,
        })
        .where(mine(job.id));
      options.log?.info({ job: job.id, name: job.name, attempt: job.attempts, reason }, 'job will retry');
    } finally {
      clearInterval(renew);
    }
  }

  function track(job: ClaimedJob) {
    const controller = new AbortController();
    const done = execute(job, controller).finally(() => running.delete(job.id));
    running.set(job.id, { controller, done });
    return done;
  }

  async function poll() {
    while (!stopping) {
      let claimed = false;
      while (!stopping && running.size < concurrency) {
        const job = await claim().catch((error: unknown) => {
          options.log?.error({ err: error }, 'job claim failed');
          return undefined;
        });
        if (!job) break;
        claimed = true;
        void track(job).then(() => wake?.());
      }
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, claimed && running.size < concurrency ? 0 : pollMs);
        timer.unref();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    id,
    start() {
      if (loop) return;
      stopping = false;
      loop = poll();
    },
    async stop() {
      stopping = true;
      wake?.();
      for (const entry of running.values()) entry.controller.abort();
      await loop;
      await Promise.allSettled([...running.values()].map((entry) => entry.done));
      loop = undefined;
    },
    async runDue() {
      let count = 0;
      for (let job = await claim(); job; job = await claim()) {
        await track(job);
        count += 1;
      }
      return count;
    },
  };
}
