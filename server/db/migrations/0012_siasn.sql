CREATE TABLE "siasn_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer,
	"outcome" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"user_id" integer,
	"error_code" text
);
--> statement-breakpoint
CREATE TABLE "siasn_references" (
	"name" text NOT NULL,
	"id" text NOT NULL,
	"label" text NOT NULL,
	"data" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siasn_references_name_id_pk" PRIMARY KEY("name","id")
);
--> statement-breakpoint
ALTER TABLE "siasn_calls" ADD CONSTRAINT "siasn_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "siasn_calls_at_idx" ON "siasn_calls" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "siasn_references_name_label_idx" ON "siasn_references" USING btree ("name","label");