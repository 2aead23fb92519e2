CREATE TABLE "plan_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"percent" smallint NOT NULL,
	"scope" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "list_price_cents" integer;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "offer_percent" smallint;--> statement-breakpoint
ALTER TABLE "plan_offers" ADD CONSTRAINT "plan_offers_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_offers_plan_idx" ON "plan_offers" USING btree ("plan_id","ends_at");