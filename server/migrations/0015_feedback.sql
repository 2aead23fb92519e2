-- Feedback (issue 22, spec §3 and §7 user/feedback): what visitors and members send the
-- operators, with its images, uploaded privately before the feedback is sent and attached once.
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"type" smallint NOT NULL,
	"content" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"feedback_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_uploads_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_uploads" ADD CONSTRAINT "feedback_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_uploads" ADD CONSTRAINT "feedback_uploads_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_uploads_user_idx" ON "feedback_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_uploads_guest_idx" ON "feedback_uploads" USING btree ("guest_id");