CREATE TABLE "fan_list_members" (
	"list_id" integer NOT NULL,
	"fan_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fan_list_members_list_id_fan_id_pk" PRIMARY KEY("list_id","fan_id")
);
--> statement-breakpoint
CREATE TABLE "fan_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mass_messages" ADD COLUMN "list_id" integer;--> statement-breakpoint
ALTER TABLE "mass_messages" ADD COLUMN "list_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fan_list_members" ADD CONSTRAINT "fan_list_members_list_id_fan_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."fan_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_list_members" ADD CONSTRAINT "fan_list_members_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_lists" ADD CONSTRAINT "fan_lists_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fan_list_members_fan_idx" ON "fan_list_members" USING btree ("fan_id");--> statement-breakpoint
CREATE INDEX "fan_list_members_added_idx" ON "fan_list_members" USING btree ("list_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fan_lists_creator_name_idx" ON "fan_lists" USING btree ("creator_id",lower("name"));--> statement-breakpoint
ALTER TABLE "mass_messages" ADD CONSTRAINT "mass_messages_list_id_fan_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."fan_lists"("id") ON DELETE set null ON UPDATE no action;