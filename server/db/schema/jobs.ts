/** Background jobs (server/jobs). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Background jobs (server/jobs): a row per job, claimed with FOR UPDATE SKIP LOCKED under a lease,
 * so a job outlives a restart and a job of a crashed process is taken again once its lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** The handler that runs it, e.g. `video.process`. */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** At most one queued or running job per (name, key): enqueuing it again does nothing. */
    singletonKey: text('singleton_key'),
    /** queued, running, done or failed. */
    state: text('state').notNull().default('queued'),
    /** Runs started so far, the current one included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Not before this time (the backoff after a failure). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The runner holding it and until when; past lockedUntil anyone may take it again. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.state, t.runAt),
    uniqueIndex('jobs_singleton_idx')
      .on(t.name, t.singletonKey)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);
