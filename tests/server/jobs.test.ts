/**
 * The job queue (server/jobs, on pg-boss) on the real database: a job outlives a restart of its
 * runner and the crash of the process that held it, a failing job is retried with backoff and ends
 * failed after its attempts, and two runners never run one job twice.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { buildJobHandlers, JOB_NAMES } from '../../server/job-handlers.ts';
import { enqueueJob, JOBS_QUEUED_CHANNEL } from '../../server/jobs/job-queue.ts';
import { createJobRunner, PermanentJobError, type JobHandler } from '../../server/jobs/job-runner.ts';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import { queuedJob } from './helpers/queued-jobs.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.dispose();
});

const db = () => database.handle.db;
const queue = () => database.queue;
const jobRow = (id: string) => queuedJob(db(), id);

/** A clock the test moves by hand. */
function manualClock(start = Date.now()) {
  let time = start;
  return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
}

let uniqueName = 0;
/** A job name of its own for each test, with its queue (pg-boss sends only to a queue it has). */
async function nameOf(what: string) {
  const name = `test.${what}.${++uniqueName}`;
  await queue().createQueues([name]);
  return name;
}

describe('job queue', () => {
  it('runs a queued job once and records it done', async () => {
    const name = await nameOf('once');
    const seen: unknown[] = [];
    const id = await enqueueJob(db(), { name, payload: { n: 7 } });
    const runner = createJobRunner({
      queue: queue(),
      handlers: { [name]: { run: async (payload) => void seen.push(payload) } },
    });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 7 }]);
    const row = await jobRow(id!);
    expect(row.state).toBe('done');
    expect(row.attempts).toBe(1);
    expect(row.finishedAt).not.toBeNull();
  });

  it('keeps a job running at shutdown and runs it in the next runner, the attempt not counted', async () => {
    const name = await nameOf('restart');
    const id = await enqueueJob(db(), { name, payload: {} });
    let started!: () => void;
    const startedPromise = new Promise<void>((resolve) => (started = resolve));
    const first = createJobRunner({
      queue: queue(),
      pollMs: 20,
      handlers: {
        [name]: {
          run: (_payload, job) =>
            new Promise<void>((_resolve, reject) => {
              started();
              job.signal.addEventListener('abort', () => reject(new Error('aborted')));
            }),
        },
      },
    });
    first.start();
    await startedPromise;
    expect((await jobRow(id!)).state).toBe('running');
    await first.stop();
    const stopped = await jobRow(id!);
    expect(stopped.state).toBe('queued');
    expect(stopped.attempts).toBe(0);

    const ran: number[] = [];
    const second = createJobRunner({
      queue: queue(),
      handlers: { [name]: { run: async (_payload, job) => void ran.push(job.attempt) } },
    });
    expect(await second.runDue()).toBe(1);
    expect(ran).toEqual([1]);
    expect((await jobRow(id!)).state).toBe('done');
  });

  it('logs, and does not throw, when a job that ignored its stop ends after the database closed', async () => {
    const name = await nameOf('late');
    await enqueueJob(db(), { name, payload: {} });
    // The runner's access to the database, closed as a shutdown closes the pool after stop().
    let closed = false;
    const open = queue().db;
    const closing = {
      ...queue(),
      db: {
        executeSql: (text: string, values?: unknown[]) =>
          closed
            ? Promise.reject(new Error('Cannot use a pool after calling end'))
            : open.executeSql(text, values),
      },
    };
    let started!: () => void;
    const startedPromise = new Promise<void>((resolve) => (started = resolve));
    let fail!: (error: Error) => void;
    const failed = new Promise<void>((_resolve, reject) => (fail = reject));
    const errors: string[] = [];
    const runner = createJobRunner({
      queue: closing,
      pollMs: 20,
      log: { info: () => undefined, error: (_obj, msg) => void errors.push(msg) },
      // Heeds no signal: it ends only when the test fails it, after the database closed.
      handlers: { [name]: { run: () => (started(), failed) } },
    });
    runner.start();
    await startedPromise;
    await runner.stop(50);
    expect(errors).toContain('jobs did not stop in time; handed back to the queue');
    closed = true;
    fail(new Error('gave up late'));
    await expect.poll(() => errors, { timeout: 5_000 }).toContain('job could not be settled');
  });

  /** What a process killed mid-job leaves behind: its job fetched, its heartbeat stopped 61 s ago. */
  async function diedRunning(name: string) {
    const [job] = await queue().boss.fetch(name);
    await db().execute(
      sql`update pgboss.job set heartbeat_on = now() - interval '61 seconds' where id = ${job!.id}::uuid`,
    );
    // pg-boss's supervisor, which passes every minute, finds its heartbeat missed.
    await queue().boss.supervise(name);
    return job!.id;
  }

  it('takes again the job of a process that died, once its heartbeat is missed', async () => {
    const name = await nameOf('crash');
    const clock = manualClock();
    const id = (await enqueueJob(db(), { name, payload: {} }))!;
    await diedRunning(name);
    const ran: number[] = [];
    const runner = createJobRunner({
      queue: queue(),
      now: clock.now,
      handlers: { [name]: { run: async (_payload, job) => void ran.push(job.attempt) } },
    });
    // Queued again after the backoff of a failed attempt: 10 to 20 s.
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await runner.runDue()).toBe(0);
    clock.advance(20_001);
    expect(await runner.runDue()).toBe(1);
    expect(ran).toEqual([2]);
    expect((await jobRow(id)).state).toBe('done');
  });

  it('gives up a job whose process died on its last attempt, telling its handler once', async () => {
    const name = await nameOf('crash-last');
    const clock = manualClock();
    const gaveUp: string[] = [];
    const id = (await enqueueJob(db(), { name, payload: {}, maxAttempts: 1 }))!;
    await diedRunning(name);
    const runner = createJobRunner({
      queue: queue(),
      now: clock.now,
      handlers: {
        [name]: {
          run: async () => expect.unreachable('its one attempt was spent'),
          onGiveUp: async (_payload, reason) => void gaveUp.push(reason),
        },
      },
    });
    clock.advance(20_001);
    expect(await runner.runDue()).toBe(1);
    expect(gaveUp).toEqual(['The process running the job stopped before it finished.']);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 2 });
    clock.advance(3_600_000);
    expect(await runner.runDue()).toBe(0);
  });

  it('retries a failing job with exponential backoff and ends it failed after its attempts', async () => {
    const name = await nameOf('failing');
    const clock = manualClock();
    const attempts: number[] = [];
    const gaveUp: string[] = [];
    const handler: JobHandler = {
      run: async (_payload, job) => {
        attempts.push(job.attempt);
        throw new Error(`disk full on attempt ${job.attempt}`);
      },
      onGiveUp: async (_payload, reason) => void gaveUp.push(reason),
    };
    const id = (await enqueueJob(db(), { name, payload: {}, maxAttempts: 3, runAt: clock.now() }))!;
    const runner = createJobRunner({ queue: queue(), now: clock.now, handlers: { [name]: handler } });
    /** Moves the clock to just before the job is due, sees it wait, then to when it is due. */
    const waitOut = async (atLeastMs: number, atMostMs: number) => {
      const waitMs = (await jobRow(id)).runAt.getTime() - clock.now().getTime();
      expect(waitMs).toBeGreaterThanOrEqual(atLeastMs - 1);
      expect(waitMs).toBeLessThanOrEqual(atMostMs);
      clock.advance(waitMs - 1);
      expect(await runner.runDue()).toBe(0);
      clock.advance(2);
    };

    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'disk full on attempt 1',
    });
    // pg-boss's backoff: 10 s doubled at each attempt, plus up to as much again at random.
    await waitOut(10_000, 20_000);
    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 2 });
    await waitOut(20_000, 40_000);
    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'disk full on attempt 3',
    });
    expect(attempts).toEqual([1, 2, 3]);
    expect(gaveUp).toEqual(['disk full on attempt 3']);

    clock.advance(3_600_000);
    expect(await runner.runDue()).toBe(0);
  });

  it('fails a job at once on a permanent error, without retrying', async () => {
    const name = await nameOf('permanent');
    const gaveUp: string[] = [];
    const id = await enqueueJob(db(), { name, payload: {}, maxAttempts: 5 });
    const runner = createJobRunner({
      queue: queue(),
      handlers: {
        [name]: {
          run: async () => {
            throw new PermanentJobError('not a video');
          },
          onGiveUp: async (_payload, reason) => void gaveUp.push(reason),
        },
      },
    });
    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(id!)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'not a video' });
    expect(gaveUp).toEqual(['not a video']);
  });

  it('queues one job per singleton key while it waits, and a new one once it has run', async () => {
    const name = await nameOf('singleton');
    const first = await enqueueJob(db(), { name, payload: {}, singletonKey: 'upload-1' });
    expect(first).not.toBeNull();
    expect(await enqueueJob(db(), { name, payload: {}, singletonKey: 'upload-1' })).toBeNull();
    expect(await enqueueJob(db(), { name, payload: {}, singletonKey: 'upload-2' })).not.toBeNull();
    const runner = createJobRunner({ queue: queue(), handlers: { [name]: { run: async () => undefined } } });
    expect(await runner.runDue()).toBe(2);
    expect(await enqueueJob(db(), { name, payload: {}, singletonKey: 'upload-1' })).not.toBeNull();
  });

  it('takes a job as the transaction that queued it commits, told by the database, not at its next poll', async () => {
    const name = await nameOf('notified');
    const ranAt: number[] = [];
    // A poll a minute apart: only the notification can start the job within the test.
    const runner = createJobRunner({
      queue: queue(),
      pollMs: 60_000,
      handlers: { [name]: { run: async () => void ranAt.push(Date.now()) } },
    });
    const unlisten = await database.handle.listen(JOBS_QUEUED_CHANNEL, (queued) => runner.nudge(queued));
    runner.start();
    try {
      // The runner's first look finds nothing; then the job is queued in a transaction held open
      // for 300 ms: it must not run before the commit, and runs right after it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      let committedAt = 0;
      await db().transaction(async (tx) => {
        await enqueueJob(tx, { name, payload: {} });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(ranAt).toEqual([]);
        committedAt = Date.now();
      });
      await expect.poll(() => ranAt.length, { timeout: 5_000, interval: 10 }).toBe(1);
      expect(ranAt[0]! - committedAt).toBeLessThan(1_000);
      // A job due later is not announced: it waits for the poll that finds it due.
      await enqueueJob(db(), { name, payload: {}, runAt: new Date(Date.now() + 60_000) });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ranAt).toHaveLength(1);
    } finally {
      await unlisten();
      await runner.stop();
    }
  });

  it('never gives one job to two runners polling at once', async () => {
    const name = await nameOf('race');
    for (let i = 0; i < 6; i++) await enqueueJob(db(), { name, payload: { i } });
    const ran: number[] = [];
    const handlers = {
      [name]: {
        run: async (payload: Record<string, unknown>) => {
          ran.push(payload.i as number);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      },
    };
    const a = createJobRunner({ queue: queue(), handlers });
    const b = createJobRunner({ queue: queue(), handlers });
    const [countA, countB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(countA + countB).toBe(6);
    expect([...ran].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('the queues', () => {
  it('has a queue for every job the server runs', () => {
    const storage = createLocalDiskStorage('/nonexistent');
    const handlers = buildJobHandlers({ db: db(), config: loadConfig({}), storage });
    expect([...JOB_NAMES].sort()).toEqual(Object.keys(handlers).sort());
  });
});

describe('JOBS_IN_PROCESS', () => {
  it('runs jobs in the web process by default', () => {
    expect(loadConfig({}).jobs).toEqual({ inProcess: true, concurrency: 1 });
  });

  it('moves them to `npm run worker` only with PostgreSQL, which a second process can reach', () => {
    expect(() => loadConfig({ JOBS_IN_PROCESS: 'false' })).toThrow(ConfigError);
    expect(() => loadConfig({ JOBS_IN_PROCESS: 'false' })).toThrow(
      /JOBS_IN_PROCESS can be false only with DATABASE_URL/,
    );
    expect(
      loadConfig({ JOBS_IN_PROCESS: 'false', DATABASE_URL: 'postgres://db.example/fanvault' }).jobs.inProcess,
    ).toBe(false);
    expect(() => loadConfig({ JOBS_IN_PROCESS: 'yes' })).toThrow(/JOBS_IN_PROCESS must be true or false/);
  });
});
