CREATE TABLE "spending_caps" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"creator_id" integer,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_caps_scope_idx" UNIQUE NULLS NOT DISTINCT("user_id","creator_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "renewal_notice_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spending_caps" ADD CONSTRAINT "spending_caps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_caps" ADD CONSTRAINT "spending_caps_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subscription_id_user_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."user_subscriptions"("id") ON DELETE set null ON UPDATE no action;