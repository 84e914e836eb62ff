CREATE TABLE "personal_data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text,
	"archive" "bytea",
	"bytes" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD CONSTRAINT "personal_data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_exports_user_idx" ON "personal_data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "personal_data_exports_status_idx" ON "personal_data_exports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_histories_created_idx" ON "users_histories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "personal_data_reads_at_idx" ON "personal_data_reads" USING btree ("at");