CREATE TABLE "creator_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"identity_type" smallint NOT NULL,
	"country" text NOT NULL,
	"id_document_id" integer NOT NULL,
	"face_document_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "creator_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_documents_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
ALTER TABLE "creator_applications" ADD CONSTRAINT "creator_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_applications" ADD CONSTRAINT "creator_applications_id_document_id_creator_documents_id_fk" FOREIGN KEY ("id_document_id") REFERENCES "public"."creator_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_applications" ADD CONSTRAINT "creator_applications_face_document_id_creator_documents_id_fk" FOREIGN KEY ("face_document_id") REFERENCES "public"."creator_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_documents" ADD CONSTRAINT "creator_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_documents" ADD CONSTRAINT "creator_documents_application_id_creator_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."creator_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_applications_user_idx" ON "creator_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_applications_one_pending_idx" ON "creator_applications" USING btree ("user_id") WHERE "creator_applications"."status" = 1;--> statement-breakpoint
CREATE INDEX "creator_documents_user_created_idx" ON "creator_documents" USING btree ("user_id","created_at");