CREATE TABLE "mass_message_media" (
	"mass_message_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"upload_id" integer NOT NULL,
	CONSTRAINT "mass_message_media_mass_message_id_position_pk" PRIMARY KEY("mass_message_id","position")
);
--> statement-breakpoint
ALTER TABLE "mass_messages" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "mass_message_media" ADD CONSTRAINT "mass_message_media_mass_message_id_mass_messages_id_fk" FOREIGN KEY ("mass_message_id") REFERENCES "public"."mass_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_message_media" ADD CONSTRAINT "mass_message_media_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_message_unlocks_user_idx" ON "chat_message_unlocks" USING btree ("user_id") WHERE "chat_message_unlocks"."revoked_at" is null;