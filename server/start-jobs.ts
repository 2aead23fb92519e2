/**
 * The job runners of a process (the web process by default, or `npm run worker`), with their
 * settings. Three runners share the queue: one for video processing (JOBS_CONCURRENCY, an encode
 * uses every core), one for members' data exports (one at a time) and one for the quick payment jobs (webhook deliveries, checkout expiry, the
 * renewal sweep and its mail, web pushes), so a card saved or a payment approved is delivered even while a
 * video encodes. A job queued anywhere (this process or another on the same database) is taken as
 * its transaction commits, told by the database's notification; the runners' own looks at the
 * queue are what remains if a notification is lost. Starting them also queues the periodic jobs'
 * current runs. The queue is pg-boss (jobs/job-queue.ts), opened by the process beforehand.
 */
import type { DatabaseHandle } from './db/client.ts';
import { buildJobHandlers, EXPORT_JOBS, PERIODIC_JOBS, QUICK_JOBS, type JobDeps } from './job-handlers.ts';
import { JOBS_QUEUED_CHANNEL, type JobQueue } from './jobs/job-queue.ts';
import {
  createJobRunner,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from './jobs/job-runner.ts';
import { schedulePeriodicJobs } from './jobs/periodic-jobs.ts';

/** Quick jobs one process runs at once. */
const QUICK_CONCURRENCY = 4;
/**
 * How often the quick runner looks at an empty queue when no notification came (the app polls a
 * new card every 0.5 s).
 */
const QUICK_POLL_MS = 250;

/** What the runners of a process take: the queue, the handlers' needs, and the database's notifications. */
export interface JobRunnerDeps extends JobDeps {
  queue: JobQueue;
  /** The database's LISTEN (db/client.ts); without it the runners only poll. */
  listen?: DatabaseHandle['listen'];
}

type RunnerKind = 'video' | 'quick' | 'export';

const kindOf = (name: string): RunnerKind =>
  QUICK_JOBS.includes(name) ? 'quick' : EXPORT_JOBS.includes(name) ? 'export' : 'video';

function pick(handlers: Record<string, JobHandler>, kind: RunnerKind): Record<string, JobHandler> {
  return Object.fromEntries(Object.entries(handlers).filter(([name]) => kindOf(name) === kind));
}

export function startJobRunner(deps: JobRunnerDeps, log?: JobRunnerOptions['log']): JobRunner {
  const handlers = buildJobHandlers({ ...(log ? { log } : {}), ...deps });
  const common = { queue: deps.queue, ...(log ? { log } : {}) };
  const runners = [
    createJobRunner({
      ...common,
      handlers: pick(handlers, 'video'),
      concurrency: deps.config.jobs.concurrency,
    }),
    createJobRunner({
      ...common,
      handlers: pick(handlers, 'quick'),
      concurrency: QUICK_CONCURRENCY,
      pollMs: QUICK_POLL_MS,
    }),
    // Data exports, one at a time: mostly disk and network, so beside an encode rather than after it.
    createJobRunner({ ...common, handlers: pick(handlers, 'export'), concurrency: 1 }),
  ];
  for (const runner of runners) runner.start();
  const nudge = (name: string) => runners.forEach((runner) => runner.nudge(name));
  const unlisten = deps.listen?.(JOBS_QUEUED_CHANNEL, nudge).catch((error: unknown) => {
    log?.error({ err: error }, 'job notifications could not be listened to; the runners poll');
    return undefined;
  });
  // The periodic jobs' chain (renewals) starts, or goes on, from here; a failure is retried at the next start.
  schedulePeriodicJobs(deps.db, PERIODIC_JOBS, (deps.clock ?? { now: () => new Date() }).now()).catch(
    (error: unknown) => log?.error({ err: error }, 'periodic jobs could not be scheduled'),
  );
  return {
    id: runners.map((runner) => runner.id).join(' + '),
    start: () => runners.forEach((runner) => runner.start()),
    stop: async (graceMs) => {
      await (
        await unlisten
      )?.();
      await Promise.all(runners.map((runner) => runner.stop(graceMs)));
    },
    runDue: async () => {
      let count = 0;
      for (const runner of runners) count += await runner.runDue();
      return count;
    },
    nudge,
  };
}
