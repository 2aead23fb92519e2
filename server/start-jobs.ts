/**
 * The job runners of a process (the web process by default, or `npm run worker`), with their
 * settings. Two runners share the queue: one for video processing (JOBS_CONCURRENCY, an encode
 * uses every core) and one for the quick payment jobs (webhook deliveries, checkout expiry, the
 * renewal sweep and its mail), so a card saved or a payment approved is delivered within a second
 * even while a video encodes. Starting them also queues the periodic jobs' current runs.
 */
import { buildJobHandlers, PERIODIC_JOBS, QUICK_JOBS, type JobDeps } from './job-handlers.ts';
import {
  createJobRunner,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from './jobs/job-runner.ts';
import { schedulePeriodicJobs } from './jobs/periodic-jobs.ts';

/** Quick jobs one process runs at once. */
const QUICK_CONCURRENCY = 4;
/** How often the quick runner looks at an empty queue: the app polls a new card every 0.5 s. */
const QUICK_POLL_MS = 250;

function pick(handlers: Record<string, JobHandler>, quick: boolean): Record<string, JobHandler> {
  return Object.fromEntries(Object.entries(handlers).filter(([name]) => QUICK_JOBS.includes(name) === quick));
}

export function startJobRunner(deps: JobDeps, log?: JobRunnerOptions['log']): JobRunner {
  const handlers = buildJobHandlers({ ...(log ? { log } : {}), ...deps });
  const common = { db: deps.db, ...(log ? { log } : {}) };
  const runners = [
    createJobRunner({
      ...common,
      handlers: pick(handlers, false),
      concurrency: deps.config.jobs.concurrency,
    }),
    createJobRunner({
      ...common,
      handlers: pick(handlers, true),
      concurrency: QUICK_CONCURRENCY,
      pollMs: QUICK_POLL_MS,
    }),
  ];
  for (const runner of runners) runner.start();
  // The periodic jobs' chain (renewals) starts, or goes on, from here; a failure is retried at the next start.
  schedulePeriodicJobs(deps.db, PERIODIC_JOBS, (deps.clock ?? { now: () => new Date() }).now()).catch(
    (error: unknown) => log?.error({ err: error }, 'periodic jobs could not be scheduled'),
  );
  return {
    id: runners.map((runner) => runner.id).join(' + '),
    start: () => runners.forEach((runner) => runner.start()),
    stop: async () => {
      await Promise.all(runners.map((runner) => runner.stop()));
    },
    runDue: async () => {
      let count = 0;
      for (const runner of runners) count += await runner.runDue();
      return count;
    },
  };
}
