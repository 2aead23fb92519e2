-- One-to-one chat (issue 12; docs/decisions.md, "Chat"): conversations (the pair, lower user id
-- first), each side's contact row (newest message, read position, unread count) and the messages,
-- unique per sender and client sign so a re-sent message is stored once.
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_a_id" integer NOT NULL,
	"user_b_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"user_id" integer NOT NULL,
	"peer_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"last_message_id" bigint DEFAULT 0 NOT NULL,
	"read_id" bigint DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"sign" text NOT NULL,
	"msg_type" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"upload_id" integer,
	"client_time" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_a_id_users_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_b_id_users_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_peer_id_users_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pair_idx" ON "chat_conversations" USING btree ("user_a_id","user_b_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_user_b_idx" ON "chat_conversations" USING btree ("user_b_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_members_pair_idx" ON "chat_members" USING btree ("user_id","peer_id");--> statement-breakpoint
CREATE INDEX "chat_members_contacts_idx" ON "chat_members" USING btree ("user_id","last_message_id");--> statement-breakpoint
CREATE INDEX "chat_members_conversation_idx" ON "chat_members" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_members_peer_idx" ON "chat_members" USING btree ("peer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_sign_idx" ON "chat_messages" USING btree ("sender_id","sign");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_receiver_idx" ON "chat_messages" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "chat_messages_upload_idx" ON "chat_messages" USING btree ("upload_id");