/**
 * Jobs that run every so often (docs/decisions.md, "Background jobs"), on the same queue as the
 * others. Time is cut into ticks of the job's period; each tick's run is one queued job whose
 * singleton key is the tick, so any number of processes scheduling it make one. A run first
 * queues the next tick's (due at its start) and then works, so the chain goes on even when a run
 * fails for good; each runner's start queues the current tick's run, which starts the chain (and
 * runs once more after a restart, which a periodic job must take in its stride).
 */
import { enqueueJob, type JobWriter } from './job-queue.ts';
import type { JobHandler } from './job-runner.ts';

export interface PeriodicJob {
  name: string;
  /** Its period. */
  everyMs: number;
}

const tickOf = (at: Date, everyMs: number) => Math.floor(at.getTime() / everyMs);

async function queueTick(db: JobWriter, job: PeriodicJob, tick: number, runAt: Date) {
  await enqueueJob(db, { name: job.name, payload: { tick }, singletonKey: `tick:${tick}`, runAt });
}

/** Queues the current tick's run of each job (at a runner's start). */
export async function schedulePeriodicJobs(
  db: JobWriter,
  periodic: readonly PeriodicJob[],
  now: Date,
): Promise<void> {
  for (const job of periodic) await queueTick(db, job, tickOf(now, job.everyMs), now);
}

/** A periodic job's handler: queues the next tick's run, then does `work`. */
export function periodicHandler(
  db: JobWriter,
  job: PeriodicJob,
  now: () => Date,
  work: () => Promise<void>,
): JobHandler {
  return {
    async run(payload) {
      const current = typeof payload.tick === 'number' ? payload.tick : tickOf(now(), job.everyMs);
      const next = Math.max(current, tickOf(now(), job.everyMs)) + 1;
      await queueTick(db, job, next, new Date(next * job.everyMs));
      await work();
    },
  };
}
