/**
 * Runs queued jobs (docs/decisions/background-jobs.md): in the web process by default, or in
 * `npm run worker` (server/worker.ts). The queue is pg-boss: a runner fetches due jobs through it
 * (`FOR UPDATE SKIP LOCKED`, so two runners never take the same job), keeps each one's heartbeat
 * while it runs, and completes or fails it; pg-boss retries a failure after its backoff until the
 * job's attempts are spent. Then the job is failed and its handler's onGiveUp records what that
 * means for the user (a video post in codec_failure).
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db, JobWithMetadata } from 'pg-boss';
import { endRetries, handBackAttempt, nameDueFirst, onClock } from './job-attempts.ts';
import { countJobAttempt } from './job-metrics.ts';
import { JOB_HEARTBEAT_SECONDS, type JobQueue } from './job-queue.ts';

export interface JobContext {
  id: string;
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
  queue: JobQueue;
  handlers: Readonly<Record<string, JobHandler>>;
  /** Jobs run at the same time by this runner; default 1 (an encode uses every core). */
  concurrency?: number;
  /** Wait between looks at an empty queue; default 1000 ms. */
  pollMs?: number;
  /**
   * The runner's clock, when not the database's (tests move it): pg-boss's every "now" in this
   * runner's statements (is a job due, when is its retry) is this time instead.
   */
  now?: () => Date;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface JobRunner {
  readonly id: string;
  /** Starts polling; jobs run in the background until stop(). */
  start(): void;
  /**
   * Stops taking jobs and aborts the running ones; each goes back to the queue without spending an
   * attempt, so another runner takes it now rather than when its heartbeat is
   * missed. A job whose work has not stopped after `graceMs` (default 5 s) is handed back all the
   * same; whatever it still settles is refused, being fenced to the attempt it fetched.
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

/** Looks at the queue one fetch makes at most when other runners keep taking what it saw due. */
const FETCH_LOOKS = 5;

/** How long stop() waits for aborted jobs to end before it hands them back regardless. */
export const STOP_GRACE_MS = 5000;

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'failed';

/** A job as the runner fetched it from pg-boss. */
type FetchedJob = JobWithMetadata<Record<string, unknown>>;

/** What the runner's steps share: its options with their defaults, and its jobs running. */
interface Runner {
  id: string;
  queue: JobQueue;
  /** pg-boss's access to the database for this runner's statements (on its clock, when it has one). */
  db: Db;
  handlers: Readonly<Record<string, JobHandler>>;
  names: string[];
  concurrency: number;
  pollMs: number;
  log: JobRunnerOptions['log'];
  running: Map<string, { job: FetchedJob; controller: AbortController; done: Promise<void> }>;
  stopping: boolean;
  wake: (() => void) | undefined;
  /** Nudged since the runner last looked at the queue: it looks again without waiting. */
  nudged: boolean;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const runner = runnerOf(options);
  let loop: Promise<void> | undefined;
  return {
    id: runner.id,
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
      // A job fetched while the loop was stopping started after the aborts above.
      for (const entry of runner.running.values()) entry.controller.abort();
      await handBack(runner, graceMs);
    },
    async runDue() {
      let count = 0;
      for (let job = await fetchDueJob(runner); job; job = await fetchDueJob(runner)) {
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

/** The options with their defaults, and a new id for this runner (its logs). */
function runnerOf(options: JobRunnerOptions): Runner {
  return {
    id: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    queue: options.queue,
    db: options.now ? onClock(options.queue.db, options.now) : options.queue.db,
    handlers: options.handlers,
    names: Object.keys(options.handlers),
    concurrency: options.concurrency ?? 1,
    pollMs: options.pollMs ?? 1000,
    log: options.log,
    running: new Map(),
    stopping: false,
    wake: undefined,
    nudged: false,
  };
}

/**
 * Fetches the job of the runner's names that came due first. Another runner may fetch it between
 * the look and the fetch: then the runner looks again, a few times (each a job another took).
 */
async function fetchDueJob(runner: Runner): Promise<FetchedJob | undefined> {
  for (let look = 0; look < FETCH_LOOKS; look++) {
    const name = runner.names.length > 0 ? await nameDueFirst(runner.db, runner.names) : undefined;
    if (!name) return undefined;
    const [job] = await runner.queue.boss.fetch<Record<string, unknown>>(name, {
      batchSize: 1,
      includeMetadata: true,
      db: runner.db,
    });
    if (job) return job;
  }
  return undefined;
}

/**
 * Waits up to `graceMs` for the aborted jobs to go back to the queue, then hands back those whose
 * work goes on (a handler that does not heed its signal).
 */
async function handBack(runner: Runner, graceMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ended = Promise.allSettled([...runner.running.values()].map((entry) => entry.done));
  const graceOver = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([ended, graceOver]);
  clearTimeout(timer);
  const late = [...runner.running.values()].map((entry) => entry.job);
  if (late.length === 0) return;
  runner.log?.error(
    { jobs: late.map((job) => job.id), graceMs },
    'jobs did not stop in time; handed back to the queue',
  );
  await Promise.all(
    late.map((job) =>
      putBack(runner, job).catch((error: unknown) =>
        runner.log?.error({ job: job.id, err: error }, 'job could not be handed back'),
      ),
    ),
  );
}

/** Fetches jobs while there is room, then waits for a finished job or the next look at the queue. */
async function poll(runner: Runner) {
  while (!runner.stopping) {
    const fetched = await fetchWhileRoom(runner);
    if (runner.stopping) break;
    await waitForWork(runner, fetched && runner.running.size < runner.concurrency ? 0 : runner.pollMs);
  }
}

/** Starts due jobs up to the concurrency; answers whether it started any. */
async function fetchWhileRoom(runner: Runner): Promise<boolean> {
  runner.nudged = false;
  let fetched = false;
  while (!runner.stopping && runner.running.size < runner.concurrency) {
    const job = await fetchDueJob(runner).catch((error: unknown) => {
      runner.log?.error({ err: error }, 'job fetch failed');
      return undefined;
    });
    if (!job) break;
    fetched = true;
    void track(runner, job).then(() => runner.wake?.());
  }
  return fetched;
}

/** Waits `ms`, or less when a job ends, a job is queued or the runner stops (`wake`). */
async function waitForWork(runner: Runner, ms: number) {
  // A job queued while the runner was fetching: it was perhaps not committed yet when it looked.
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

function track(runner: Runner, job: FetchedJob) {
  const controller = new AbortController();
  // Settling the job can fail after the runner stopped (a shutdown that closed the database while
  // a late job went on): it stays taken and is fetched again once its heartbeat is missed.
  const done = execute(runner, job, controller)
    .catch((error: unknown) => runner.log?.error({ job: job.id, err: error }, 'job could not be settled'))
    .finally(() => runner.running.delete(job.id));
  runner.running.set(job.id, { job, controller, done });
  return done;
}

/** The job's attempt as pg-boss counts it: its retries so far, this one included, plus one. */
const attemptOf = (job: FetchedJob) => job.retryCount + 1;
/** Its attempts: pg-boss keeps one retry more (job-queue.ts), for the take that finds an attempt's process died. */
const maxAttemptsOf = (job: FetchedJob) => job.retryLimit;
/** pg-boss settles a job only for the attempt that fetched it (its fence against a stale runner). */
const attemptRef = (job: FetchedJob) => ({ id: job.id, retryCount: job.retryCount });

/** Runs one attempt of the job, its heartbeat kept, and records how it ended. */
async function execute(runner: Runner, job: FetchedJob, controller: AbortController) {
  const handler = runner.handlers[job.name]!;
  // Taken again after its process died (its heartbeat missed) with its attempts already spent.
  if (attemptOf(job) > maxAttemptsOf(job)) {
    await giveUp(runner, job, 'The process running the job stopped before it finished.');
    return;
  }
  const stopBeating = keepHeartbeat(runner, job);
  try {
    await handler.run(job.data ?? {}, {
      id: job.id,
      attempt: attemptOf(job),
      maxAttempts: maxAttemptsOf(job),
      signal: controller.signal,
    });
    await runner.queue.boss.complete(job.name, attemptRef(job), null, { db: runner.db });
    countJobAttempt(job.name, 'done');
  } catch (error) {
    await afterFailure(runner, job, controller.signal, error);
  } finally {
    stopBeating();
  }
}

/** Tells pg-boss the job's runner is alive every third of its heartbeat, until the returned stop. */
function keepHeartbeat(runner: Runner, job: FetchedJob): () => void {
  const beat = setInterval(
    () => void runner.queue.boss.touch(job.name, attemptRef(job), { db: runner.db }).catch(() => undefined),
    (JOB_HEARTBEAT_SECONDS * 1000) / 3,
  );
  beat.unref();
  return () => clearInterval(beat);
}

/** Stopped by the runner, not failed: back to the queue, this attempt not counted. */
async function putBack(runner: Runner, job: FetchedJob) {
  await handBackAttempt(runner.db, job);
}

/** A stopped job goes back to the queue; a failed one is retried later or, attempts spent, failed. */
async function afterFailure(runner: Runner, job: FetchedJob, signal: AbortSignal, error: unknown) {
  if (signal.aborted) {
    await putBack(runner, job);
    countJobAttempt(job.name, 'returned');
    return;
  }
  const reason = messageOf(error);
  if (error instanceof PermanentJobError || attemptOf(job) >= maxAttemptsOf(job)) {
    await giveUp(runner, job, reason, error);
    return;
  }
  await runner.queue.boss.fail(job.name, attemptRef(job), { message: reason }, { db: runner.db });
  countJobAttempt(job.name, 'retried');
  runner.log?.info({ job: job.id, name: job.name, attempt: attemptOf(job), reason }, 'job will retry');
}

/**
 * Fails the job for good: its retries ended first (pg-boss would otherwise retry a job with its
 * spare retry left, or a permanent failure), then its handler's onGiveUp.
 */
async function giveUp(runner: Runner, job: FetchedJob, reason: string, error?: unknown) {
  await endRetries(runner.db, job);
  await runner.queue.boss.fail(job.name, attemptRef(job), { message: reason }, { db: runner.db });
  countJobAttempt(job.name, 'failed');
  runner.log?.error({ job: job.id, name: job.name, attempts: attemptOf(job), reason }, 'job failed');
  try {
    await runner.handlers[job.name]?.onGiveUp?.(job.data ?? {}, reason, error);
  } catch (hookError) {
    runner.log?.error({ job: job.id, err: hookError }, 'job onGiveUp failed');
  }
}
