CREATE TABLE "mass_message_mutes" (
	"fan_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mass_message_mutes_fan_id_creator_id_pk" PRIMARY KEY("fan_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "mass_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"client_key" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"plan_id" integer,
	"plan_name" text DEFAULT '' NOT NULL,
	"min_spent_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mass_message_mutes" ADD CONSTRAINT "mass_message_mutes_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_message_mutes" ADD CONSTRAINT "mass_message_mutes_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_messages" ADD CONSTRAINT "mass_messages_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_messages" ADD CONSTRAINT "mass_messages_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mass_message_mutes_creator_idx" ON "mass_message_mutes" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mass_messages_client_key_idx" ON "mass_messages" USING btree ("creator_id","client_key");--> statement-breakpoint
CREATE INDEX "mass_messages_creator_idx" ON "mass_messages" USING btree ("creator_id","created_at");