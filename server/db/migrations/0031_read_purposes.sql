CREATE TABLE "personal_data_read_purposes" (
	"session_id" text NOT NULL,
	"reader_id" integer NOT NULL,
	"subject_nip" varchar(18) NOT NULL,
	"purpose" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_data_read_purposes_session_id_reader_id_subject_nip_pk" PRIMARY KEY("session_id","reader_id","subject_nip")
);
--> statement-breakpoint
ALTER TABLE "personal_data_reads" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "personal_data_reads" ADD COLUMN "report" text;--> statement-breakpoint
ALTER TABLE "personal_data_read_purposes" ADD CONSTRAINT "personal_data_read_purposes_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_exports" DROP COLUMN "token_hash";