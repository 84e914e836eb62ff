CREATE TYPE "public"."notification_mail_state" AS ENUM('pending', 'queued', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "notification_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"notification_id" integer,
	"state" "notification_mail_state" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_mails_key_idx" ON "notification_mails" USING btree ("key");--> statement-breakpoint
CREATE INDEX "notification_mails_pending_idx" ON "notification_mails" USING btree ("id") WHERE "notification_mails"."state" = 'pending';