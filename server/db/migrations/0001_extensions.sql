-- Trigram similarity for ticket and FAQ suggestions; the ticket number sequence used as a column default.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS ticket_number_seq;
