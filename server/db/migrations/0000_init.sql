CREATE TYPE "public"."role" AS ENUM('admin', 'agent', 'user');--> statement-breakpoint
CREATE TYPE "public"."user_group" AS ENUM('MASTER', 'PTPK', 'GOOGLE');--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"custom_id" text NOT NULL,
	"username" text NOT NULL,
	"name" text,
	"email" text,
	"image" text,
	"group" "user_group" NOT NULL,
	"employee_number" text,
	"organization_id" text,
	"current_role" "role" DEFAULT 'user' NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_custom_id_unique" UNIQUE("custom_id")
);
--> statement-breakpoint
CREATE TABLE "users_histories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"description" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users_histories" ADD CONSTRAINT "users_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_username_idx" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_employee_number_idx" ON "users" USING btree ("employee_number");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("current_role");--> statement-breakpoint
CREATE INDEX "users_group_idx" ON "users" USING btree ("group");--> statement-breakpoint
CREATE INDEX "users_histories_user_created_idx" ON "users_histories" USING btree ("user_id","created_at" DESC NULLS LAST);