-- The job queue moved to pg-boss (its own schema, pgboss, installed by the migration step: server/db/job-queue-schema.ts).

DROP TABLE "jobs" CASCADE;