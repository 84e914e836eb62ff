CREATE TABLE "personnel_degree_choices" (
	"nip" text NOT NULL,
	"pendidikan_id" text NOT NULL,
	"lokasi" text NOT NULL,
	"checked" boolean NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personnel_degree_choices_nip_pendidikan_id_lokasi_pk" PRIMARY KEY("nip","pendidikan_id","lokasi")
);
--> statement-breakpoint
CREATE TABLE "siasn_writes" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"nip" text NOT NULL,
	"type" text NOT NULL,
	"service" text NOT NULL,
	"action" text NOT NULL,
	"riwayat_id" text,
	"request" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"gateway_message" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personnel_degree_choices" ADD CONSTRAINT "personnel_degree_choices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siasn_writes" ADD CONSTRAINT "siasn_writes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "siasn_writes_at_idx" ON "siasn_writes" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "siasn_writes_nip_at_idx" ON "siasn_writes" USING btree ("nip","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "siasn_writes_service_at_idx" ON "siasn_writes" USING btree ("service","at" DESC NULLS LAST);