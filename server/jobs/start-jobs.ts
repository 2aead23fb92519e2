/** The job runner of a process (the web process by default, or `npm run worker`), with its settings. */
import { buildJobHandlers, type JobDeps } from './job-handlers.ts';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner.ts';

export function startJobRunner(deps: JobDeps, log?: JobRunnerOptions['log']): JobRunner {
  const runner = createJobRunner({
    db: deps.db,
    handlers: buildJobHandlers(deps),
    concurrency: deps.config.jobs.concurrency,
    ...(log ? { log } : {}),
  });
  runner.start();
  return runner;
}
