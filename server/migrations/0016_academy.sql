-- The creator academy (issue 22): one row per lesson video, filled as its encode goes
-- (docs/decisions/academy.md).
CREATE TABLE "academy_lessons" (
	"id" text PRIMARY KEY NOT NULL,
	"source_hash" text NOT NULL,
	"video_id" text NOT NULL,
	"original_key" text NOT NULL,
	"status" text NOT NULL,
	"video_time" integer DEFAULT 0 NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"poster_key" text,
	"hls_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
