DROP INDEX "ticket_comments_user_idx";--> statement-breakpoint
DROP INDEX "ticket_subscriptions_user_idx";--> statement-breakpoint
DROP INDEX "tickets_created_idx";--> statement-breakpoint
DROP INDEX "tickets_requester_created_idx";--> statement-breakpoint
DROP INDEX "tickets_assignee_created_idx";--> statement-breakpoint
DROP INDEX "tickets_status_created_idx";--> statement-breakpoint
DROP INDEX "tickets_sub_category_idx";--> statement-breakpoint
DROP INDEX "tickets_published_created_idx";--> statement-breakpoint
CREATE INDEX "sub_faqs_question_gist_idx" ON "sub_faqs" USING gist ("question" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_updated_idx" ON "tickets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tickets_published_title_gist_idx" ON "tickets" USING gist ("title" gist_trgm_ops) WHERE "tickets"."is_published";--> statement-breakpoint
CREATE INDEX "ticket_comments_user_idx" ON "ticket_comments" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ticket_subscriptions_user_idx" ON "ticket_subscriptions" USING btree ("user_id","created_at","ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at","id","status_code","priority_code","sub_category_id","assignee_id","requester_id","is_published","is_pinned");--> statement-breakpoint
CREATE INDEX "tickets_requester_created_idx" ON "tickets" USING btree ("requester_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_assignee_created_idx" ON "tickets" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_status_created_idx" ON "tickets" USING btree ("status_code","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_sub_category_idx" ON "tickets" USING btree ("sub_category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_published_created_idx" ON "tickets" USING btree ("created_at","id") WHERE "tickets"."is_published";