ALTER TABLE "ip_asn_scores" RENAME COLUMN "synced_at" TO "fetched_at";--> statement-breakpoint
ALTER TABLE "ip_asn_scores" ADD COLUMN "scored_at" timestamp with time zone;