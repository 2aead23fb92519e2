CREATE TABLE "trial_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"fan_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"subscription_id" integer,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"notice_sent_at" timestamp with time zone,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"code" text NOT NULL,
	"days" smallint NOT NULL,
	"max_claims" integer NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trial_claims" ADD CONSTRAINT "trial_claims_link_id_trial_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."trial_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_claims" ADD CONSTRAINT "trial_claims_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_claims" ADD CONSTRAINT "trial_claims_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_claims" ADD CONSTRAINT "trial_claims_subscription_id_user_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."user_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_links" ADD CONSTRAINT "trial_links_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_links" ADD CONSTRAINT "trial_links_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trial_claims_fan_creator_idx" ON "trial_claims" USING btree ("fan_id","creator_id");--> statement-breakpoint
CREATE INDEX "trial_claims_notice_idx" ON "trial_claims" USING btree ("trial_ends_at");--> statement-breakpoint
CREATE INDEX "trial_claims_subscription_idx" ON "trial_claims" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_links_code_idx" ON "trial_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "trial_links_creator_idx" ON "trial_links" USING btree ("creator_id","created_at","id");