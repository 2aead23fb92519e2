-- Indexes for the operations console's queues and searches (issue 23), measured with bench:api:scale.
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "posts_review_waiting_idx" ON "posts" USING btree ("created_at","id") WHERE "posts"."status" = 1;--> statement-breakpoint
CREATE INDEX "posts_review_after_idx" ON "posts" USING btree ("created_at","id") WHERE "posts"."status" = 2 and "posts"."reviewed_at" is null;