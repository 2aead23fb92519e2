-- Trigram similarity (pg_trgm) for misspelt words and names; PGlite loads it as an extension too
-- (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Search in every language (docs/decisions.md, "Search"): text is folded (NFKC, lower case, Latin
-- accents and Arabic vowel marks dropped), then cut into lexemes: a word of a script that puts
-- spaces between words is one lexeme; a run of Chinese, Japanese, Korean, Thai, Lao, Khmer or
-- Myanmar characters, which do not, gives its overlapping pairs of characters and its last
-- character. A search is every lexeme of its words (each also as a prefix), so a word found inside
-- a sentence without spaces is found by its pairs, in both databases, whatever their locale.
CREATE OR REPLACE FUNCTION fv_search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT normalize(
    regexp_replace(normalize(lower(normalize(input, NFKC)), NFD), '[\u0300-\u036f\u064b-\u065f\u0670\u0640]', '', 'g'),
    NFC)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fv_search_lexemes(input text, for_query boolean) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  part text[];
  run text;
  n int;
  lexemes text[] := '{}';
BEGIN
  IF input IS NULL THEN
    RETURN lexemes;
  END IF;
  FOR part IN
    SELECT regexp_matches(
      public.fv_search_fold(input),
      '([\u0e00-\u0eff\u1000-\u109f\u1100-\u11ff\u1780-\u17ff\u3040-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7af\uf900-\ufaff]+)|([^\s!-/:-@\[-`{-~\u00a0-\u00bf\u00d7\u00f7\u2000-\u206f\u2190-\u2bff\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\u060c\u061b\u061f\u066a-\u066d\u06d4\u0964\u0965\u0e00-\u0eff\u1000-\u109f\u1100-\u11ff\u1780-\u17ff\u3040-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7af\uf900-\ufaff]+)',
      'g')
  LOOP
    IF part[1] IS NOT NULL THEN
      run := part[1];
      n := char_length(run);
      IF n = 1 THEN
        lexemes := lexemes || run;
      ELSE
        FOR i IN 1 .. n - 1 LOOP
          lexemes := lexemes || substr(run, i, 2);
        END LOOP;
        IF NOT for_query THEN
          lexemes := lexemes || substr(run, n, 1);
        END IF;
      END IF;
    ELSIF char_length(part[2]) <= 64 THEN
      lexemes := lexemes || part[2];
    END IF;
  END LOOP;
  RETURN lexemes;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fv_search_vector(a text, b text, c text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(array_to_tsvector(public.fv_search_lexemes(a, false)), 'A')
    || setweight(array_to_tsvector(public.fv_search_lexemes(b, false)), 'A')
    || setweight(array_to_tsvector(public.fv_search_lexemes(c, false)), 'B')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fv_post_search_vector(title text, content text, tags text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.fv_search_vector(title, array_to_string(tags, ' '), content)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fv_post_search_title(title text, tags text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.fv_search_fold(title || ' ' || array_to_string(tags, ' '))
$$;--> statement-breakpoint
-- A search's lexemes as a query: all of them; a word also matches as the start of a longer one,
-- and a lone character of a script without spaces as the start of a pair. NULL when nothing is left.
CREATE OR REPLACE FUNCTION fv_search_query(input text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(string_agg(
    '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''''
      || CASE WHEN char_length(lexeme) = 2 AND lexeme ~ '^[\u0e00-\u0eff\u1000-\u109f\u1100-\u11ff\u1780-\u17ff\u3040-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7af\uf900-\ufaff]{2}$' THEN '' ELSE ':*' END,
    ' & '), '')::tsquery
  FROM unnest(public.fv_search_lexemes(input, true)) AS lexeme
$$;--> statement-breakpoint
CREATE TABLE "comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"content" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	"kind" smallint NOT NULL,
	"watched_ms" integer DEFAULT 0 NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer,
	"target_id" integer NOT NULL,
	"post_id" integer,
	"reason_index" smallint NOT NULL,
	"reason_code" text NOT NULL,
	"description" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"searcher_key" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_interests" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (fv_post_search_vector(title, content, tags)) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_title" text GENERATED ALWAYS AS (fv_post_search_title(title, tags)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (fv_search_vector(nickname, username, description)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (fv_search_fold(nickname || ' ' || username)) STORED;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comment_likes_pair_idx" ON "comment_likes" USING btree ("comment_id","user_id");--> statement-breakpoint
CREATE INDEX "comment_likes_user_idx" ON "comment_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_post_top_idx" ON "comments" USING btree ("post_id","created_at","id") WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_views_once_idx" ON "post_views" USING btree ("post_id","viewer_key","day");--> statement-breakpoint
CREATE INDEX "post_views_creator_idx" ON "post_views" USING btree ("creator_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_once_idx" ON "profile_views" USING btree ("creator_id","viewer_key","day");--> statement-breakpoint
CREATE INDEX "profile_views_creator_idx" ON "profile_views" USING btree ("creator_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_idx" ON "reports" USING btree ("reporter_id","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_queries_once_idx" ON "search_queries" USING btree ("keyword","searcher_key","day");--> statement-breakpoint
CREATE INDEX "search_queries_day_idx" ON "search_queries" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "user_blocks_pair_idx" ON "user_blocks" USING btree ("blocker_id","blocked_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocker_created_idx" ON "user_blocks" USING btree ("blocker_id","created_at");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_interests_pair_idx" ON "user_interests" USING btree ("user_id","category_id");--> statement-breakpoint
CREATE INDEX "posts_popular_key_idx" ON "posts" USING btree (("like_count" * 10 + "view_count"),"id") WHERE "posts"."status" = 2;--> statement-breakpoint
CREATE INDEX "posts_new_key_idx" ON "posts" USING btree ("display_at","id") WHERE "posts"."status" = 2;--> statement-breakpoint
CREATE INDEX "posts_user_key_idx" ON "posts" USING btree ("user_id","display_at","id") WHERE "posts"."status" = 2;--> statement-breakpoint
CREATE INDEX "posts_category_key_idx" ON "posts" USING btree ("category_id","display_at","id") WHERE "posts"."status" = 2;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "posts_search_title_idx" ON "posts" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_vector") WHERE "users"."auth_status" = 2;--> statement-breakpoint
CREATE INDEX "users_search_name_idx" ON "users" USING gin ("search_name" gin_trgm_ops) WHERE "users"."auth_status" = 2;