CREATE TABLE "service_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content_markdown" text DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_category_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bank_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer,
	"outcome" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"user_id" integer,
	"nip" text,
	"loan_type" text,
	"error_code" text
);
--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nip" text NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"rank" text DEFAULT '' NOT NULL,
	"loan_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"tenor_months" integer NOT NULL,
	"basic_salary" bigint NOT NULL,
	"region_code" text NOT NULL,
	"monthly_installment" bigint NOT NULL,
	"rate_pa" numeric(5, 2) NOT NULL,
	"bank_application_id" text NOT NULL,
	"status" text DEFAULT 'A1' NOT NULL,
	"status_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_applications_bank_application_id_unique" UNIQUE("bank_application_id")
);
--> statement-breakpoint
ALTER TABLE "service_pages" ADD CONSTRAINT "service_pages_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pages" ADD CONSTRAINT "service_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_calls" ADD CONSTRAINT "bank_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_pages_published_order_idx" ON "service_pages" USING btree ("sort_order","title") WHERE "service_pages"."is_published";--> statement-breakpoint
CREATE INDEX "bank_calls_at_idx" ON "bank_calls" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "loan_applications_user_created_idx" ON "loan_applications" USING btree ("user_id","created_at","id");