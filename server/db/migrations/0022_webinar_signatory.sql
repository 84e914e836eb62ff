ALTER TABLE "webinar_series" ADD COLUMN "signatory_name" text;--> statement-breakpoint
ALTER TABLE "webinar_series" ADD COLUMN "signatory_nip" text;--> statement-breakpoint
ALTER TABLE "webinar_series" ADD COLUMN "signatory_position" text;