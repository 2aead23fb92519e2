CREATE TABLE "plan_posts" (
	"plan_id" integer NOT NULL,
	"post_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"price_cents" integer NOT NULL,
	"expire_days" smallint NOT NULL,
	"unlock_days" smallint NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_posts" ADD CONSTRAINT "plan_posts_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_posts" ADD CONSTRAINT "plan_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_posts_pair_idx" ON "plan_posts" USING btree ("plan_id","post_id");--> statement-breakpoint
CREATE INDEX "plan_posts_post_idx" ON "plan_posts" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "subscription_plans_user_idx" ON "subscription_plans" USING btree ("user_id","position");