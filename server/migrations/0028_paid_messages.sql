CREATE TABLE "chat_message_media" (
	"message_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"upload_id" integer NOT NULL,
	CONSTRAINT "chat_message_media_message_id_position_pk" PRIMARY KEY("message_id","position")
);
--> statement-breakpoint
CREATE TABLE "chat_message_unlocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "chat_message_media" ADD CONSTRAINT "chat_message_media_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_media" ADD CONSTRAINT "chat_message_media_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_unlocks" ADD CONSTRAINT "chat_message_unlocks_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_unlocks" ADD CONSTRAINT "chat_message_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_unlocks" ADD CONSTRAINT "chat_message_unlocks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_message_media_upload_idx" ON "chat_message_media" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_unlocks_live_idx" ON "chat_message_unlocks" USING btree ("message_id","user_id") WHERE "chat_message_unlocks"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_unlocks_order_idx" ON "chat_message_unlocks" USING btree ("order_id");