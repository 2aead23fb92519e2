-- Tips (issue 25): a fan's tip to a creator is an order of kind 'tip'; its message and whether it
-- was sent from the conversation are kept here, and a tip paid from the chat is a chat message
-- that carries the amount tipped.
CREATE TABLE "tips" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"fan_id" integer,
	"creator_id" integer,
	"message" text DEFAULT '' NOT NULL,
	"in_chat" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tips_creator_idx" ON "tips" USING btree ("creator_id","created_at");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "tip_cents" integer;
