CREATE TYPE "public"."notification_channel" AS ENUM('email', 'digest', 'in_app', 'off');--> statement-breakpoint
ALTER TYPE "public"."notification_mail_state" ADD VALUE 'digest';--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" "notification_channel" NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"digest_hour" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_mails" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD COLUMN "digest_items" integer[];--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_mails_state_user_idx" ON "notification_mails" USING btree ("state","user_id");