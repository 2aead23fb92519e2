-- Which version of the terms of service each member accepted and when (issue 22): '' for none on
-- record, so every member who signed up before is asked to accept the version in force at their
-- next visit.
ALTER TABLE "users" ADD COLUMN "terms_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;