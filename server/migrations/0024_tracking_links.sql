CREATE TABLE "tracking_attributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"fan_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"sign_up" boolean DEFAULT false NOT NULL,
	"attributed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_attributions" ADD CONSTRAINT "tracking_attributions_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_attributions" ADD CONSTRAINT "tracking_attributions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_attributions" ADD CONSTRAINT "tracking_attributions_link_id_tracking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_attributions_fan_idx" ON "tracking_attributions" USING btree ("fan_id","creator_id","attributed_at");--> statement-breakpoint
CREATE INDEX "tracking_attributions_link_idx" ON "tracking_attributions" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_code_idx" ON "tracking_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tracking_links_creator_idx" ON "tracking_links" USING btree ("creator_id","created_at","id");