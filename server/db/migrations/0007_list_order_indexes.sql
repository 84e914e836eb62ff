DROP INDEX "users_histories_user_created_idx";--> statement-breakpoint
DROP INDEX "notifications_to_created_idx";--> statement-breakpoint
DROP INDEX "private_messages_receiver_idx";--> statement-breakpoint
DROP INDEX "private_messages_sender_idx";--> statement-breakpoint
DROP INDEX "saved_replies_user_idx";--> statement-breakpoint
CREATE INDEX "users_histories_user_created_idx" ON "users_histories" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_to_created_idx" ON "notifications" USING btree ("to_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "private_messages_receiver_idx" ON "private_messages" USING btree ("receiver_id","created_at","id");--> statement-breakpoint
CREATE INDEX "private_messages_sender_idx" ON "private_messages" USING btree ("sender_id","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_replies_user_idx" ON "saved_replies" USING btree ("user_id","updated_at","id");