CREATE TABLE "biodata_result_notices" (
	"write_id" integer PRIMARY KEY NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_mentions" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_mentions_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_overdue_notices" (
	"ticket_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_overdue_notices_ticket_id_due_at_pk" PRIMARY KEY("ticket_id","due_at")
);
--> statement-breakpoint
CREATE TABLE "usulan_status_watch" (
	"usulan_id" text PRIMARY KEY NOT NULL,
	"nip" text NOT NULL,
	"user_id" integer NOT NULL,
	"status_code" text NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webinar_participants" ADD COLUMN "certificate_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "biodata_result_notices" ADD CONSTRAINT "biodata_result_notices_write_id_siasn_writes_id_fk" FOREIGN KEY ("write_id") REFERENCES "public"."siasn_writes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_mentions" ADD CONSTRAINT "comment_mentions_comment_id_ticket_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."ticket_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_mentions" ADD CONSTRAINT "comment_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_overdue_notices" ADD CONSTRAINT "ticket_overdue_notices_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usulan_status_watch" ADD CONSTRAINT "usulan_status_watch_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usulan_status_watch_open_idx" ON "usulan_status_watch" USING btree ("is_final","checked_at");