ALTER TABLE "tickets" ADD COLUMN "feedback_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "feedback_name" text DEFAULT 'initials' NOT NULL;