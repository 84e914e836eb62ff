CREATE TABLE "personal_data_reads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reader_id" integer NOT NULL,
	"reader_role" text NOT NULL,
	"subject_nip" varchar(18) NOT NULL,
	"part" text NOT NULL,
	"ticket_id" integer,
	"purpose" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_data_reads" ADD CONSTRAINT "personal_data_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_reads_subject_at_idx" ON "personal_data_reads" USING btree ("subject_nip","at","id");--> statement-breakpoint
CREATE INDEX "personal_data_reads_reader_at_idx" ON "personal_data_reads" USING btree ("reader_id","at");--> statement-breakpoint
-- Append-only (docs/privacy.md): no update ever; a delete only from the retention job, which sets
-- helpdesk.prune_personal_data_reads = 'on' for its own transaction (docs/privacy.md).
CREATE FUNCTION "personal_data_reads_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('helpdesk.prune_personal_data_reads', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'personal_data_reads is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "personal_data_reads_append_only" BEFORE UPDATE OR DELETE ON "personal_data_reads" FOR EACH ROW EXECUTE FUNCTION "personal_data_reads_append_only"();--> statement-breakpoint
CREATE TRIGGER "personal_data_reads_no_truncate" BEFORE TRUNCATE ON "personal_data_reads" FOR EACH STATEMENT EXECUTE FUNCTION "personal_data_reads_append_only"();
