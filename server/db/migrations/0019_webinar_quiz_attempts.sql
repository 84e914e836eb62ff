ALTER TABLE "webinar_quiz_attempts" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_series" ADD COLUMN "posttest_attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_series" ADD CONSTRAINT "webinar_series_posttest_attempts_check" CHECK ("webinar_series"."posttest_attempts" between 1 and 5);