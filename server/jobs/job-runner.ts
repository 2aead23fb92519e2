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
import type { Database } from '../db/client.ts';
import {
  claimDueJob,
  keepLease,
  markDone,
  markFailed,
  putBack,
  retryLater,
  type ClaimedJob,
  type JobClaims,
} from './job-claims.ts';
import { countJobAttempt } from './job-metrics.ts';

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
   * attempt, its claim released, so another runner takes it now rather than when its lease runs
   * out. A job whose work has not stopped after `graceMs` (default 5 s) is handed back all the
   * same; whatever it still writes is refused, the claim being no longer this runner's.
   */
  stop(graceMs?: number): Promise<void>;
  /** Claims and runs due jobs, one after another, until none is due; answers how many ran (tests, scripts). */
  runDue(): Promise<number>;
  /**
   * A job of this name was just queued (job-queue.ts's notification): looks at the queue now
   * rather than at the next poll. A name this runner does not run is ignored.
   */
  nudge(name: string): void;
}

/** How long stop() waits for aborted jobs to end before it hands them back regardless. */
export const STOP_GRACE_MS = 5000;

export const defaultBackoffMs = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), 600_000);

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'failed';

/** What the runner's steps share: its options with their defaults, its claims and its jobs running. */
interface Runner {
  handlers: Readonly<Record<string, JobHandler>>;
  names: string[];
  concurrency: number;
  pollMs: number;
  backoffMs: (attempt: number) => number;
  log: JobRunnerOptions['log'];
  claims: JobClaims;
  running: Map<number, { controller: AbortController; done: Promise<void> }>;
  stopping: boolean;
  wake: (() => void) | undefined;
  /** Nudged since the runner last looked at the queue: it looks again without waiting. */
  nudged: boolean;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const runner = runnerOf(options);
  let loop: Promise<void> | undefined;
  const claim = () => claimDueJob(runner.claims, runner.names);
  return {
    id: runner.claims.runnerId,
    start() {
      if (loop) return;
      runner.stopping = false;
      loop = poll(runner);
    },
    async stop(graceMs = STOP_GRACE_MS) {
      runner.stopping = true;
      runner.wake?.();
      for (const entry of runner.running.values()) entry.controller.abort();
      await loop;
      loop = undefined;
      // A job claimed while the loop was stopping started after the aborts above.
      for (const entry of runner.running.values()) entry.controller.abort();
      await handBack(runner, graceMs);
    },
    async runDue() {
      let count = 0;
      for (let job = await claim(); job; job = await claim()) {
        await track(runner, job);
        count += 1;
      }
      return count;
    },
    nudge(name) {
      if (!runner.names.includes(name)) return;
      runner.nudged = true;
      runner.wake?.();
    },
  };
}

/** The options with their defaults, and a new id for this runner's claims. */
function runnerOf(options: JobRunnerOptions): Runner {
  return {
    handlers: options.handlers,
    names: Object.keys(options.handlers),
    concurrency: options.concurrency ?? 1,
    pollMs: options.pollMs ?? 1000,
    backoffMs: options.backoffMs ?? defaultBackoffMs,
    log: options.log,
    claims: {
      db: options.db,
      runnerId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
      leaseMs: options.leaseMs ?? 60_000,
      now: options.now ?? (() => new Date()),
    },
    running: new Map(),
    stopping: false,
    wake: undefined,
    nudged: false,
  };
}

/**
 * Waits up to `graceMs` for the aborted jobs to go back to the queue, then puts back those whose
 * work goes on (a handler that does not heed its signal), releasing their claims.
 */
async function handBack(runner: Runner, graceMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ended = Promise.allSettled([...runner.running.values()].map((entry) => entry.done));
  const graceOver = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([ended, graceOver]);
  clearTimeout(timer);
  const late = [...runner.running.keys()];
  if (late.length === 0) return;
  runner.log?.error({ jobs: late, graceMs }, 'jobs did not stop in time; handed back to the queue');
  await Promise.all(
    late.map((jobId) =>
      putBack(runner.claims, jobId).catch((error: unknown) =>
        runner.log?.error({ job: jobId, err: error }, 'job could not be handed back'),
      ),
    ),
  );
}

/** Claims jobs while there is room, then waits for a finished job or the next look at the queue. */
async function poll(runner: Runner) {
  while (!runner.stopping) {
    const claimed = await claimWhileRoom(runner);
    if (runner.stopping) break;
    await waitForWork(runner, claimed && runner.running.size < runner.concurrency ? 0 : runner.pollMs);
  }
}

/** Starts due jobs up to the concurrency; answers whether it started any. */
async function claimWhileRoom(runner: Runner): Promise<boolean> {
  runner.nudged = false;
  let claimed = false;
  while (!runner.stopping && runner.running.size < runner.concurrency) {
    const job = await claimDueJob(runner.claims, runner.names).catch((error: unknown) => {
      runner.log?.error({ err: error }, 'job claim failed');
      return undefined;
    });
    if (!job) break;
    claimed = true;
    void track(runner, job).then(() => runner.wake?.());
  }
  return claimed;
}

/** Waits `ms`, or less when a job ends, a job is queued or the runner stops (`wake`). */
async function waitForWork(runner: Runner, ms: number) {
  // A job queued while the runner was claiming: it was perhaps not committed yet when it looked.
  if (runner.nudged) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    runner.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  runner.wake = undefined;
}

function track(runner: Runner, job: ClaimedJob) {
  const controller = new AbortController();
  const done = execute(runner, job, controller).finally(() => runner.running.delete(job.id));
  runner.running.set(job.id, { controller, done });
  return done;
}

/** Runs one attempt of the job under its lease and records how it ended. */
async function execute(runner: Runner, job: ClaimedJob, controller: AbortController) {
  const handler = runner.handlers[job.name]!;
  // A job claimed again after its process died may have spent its attempts already.
  if (job.attempts > job.maxAttempts) {
    await giveUp(runner, job, 'The process running the job stopped before it finished.');
    return;
  }
  const stopRenewing = keepLease(runner.claims, job.id);
  try {
    await handler.run(job.payload, {
      id: job.id,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      signal: controller.signal,
    });
    await markDone(runner.claims, job.id);
    countJobAttempt(job.name, 'done');
  } catch (error) {
    await afterFailure(runner, job, controller.signal, error);
  } finally {
    stopRenewing();
  }
}

/** A stopped job goes back to the queue; a failed one is retried later or, attempts spent, failed. */
async function afterFailure(runner: Runner, job: ClaimedJob, signal: AbortSignal, error: unknown) {
  if (signal.aborted) {
    await putBack(runner.claims, job.id);
    countJobAttempt(job.name, 'returned');
    return;
  }
  const reason = messageOf(error);
  if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
    await giveUp(runner, job, reason, error);
    return;
  }
  await retryLater(runner.claims, job.id, reason, runner.backoffMs(job.attempts));
  countJobAttempt(job.name, 'retried');
  runner.log?.info({ job: job.id, name: job.name, attempt: job.attempts, reason }, 'job will retry');
}

async function giveUp(runner: Runner, job: ClaimedJob, reason: string, error?: unknown) {
  await markFailed(runner.claims, job.id, reason);
  countJobAttempt(job.name, 'failed');
  runner.log?.error({ job: job.id, name: job.name, attempts: job.attempts, reason }, 'job failed');
  try {
    await runner.handlers[job.name]?.onGiveUp?.(job.payload, reason, error);
  } catch (hookError) {
    runner.log?.error({ job: job.id, err: hookError }, 'job onGiveUp failed');
  }
}
