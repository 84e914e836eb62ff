CREATE TYPE "public"."quiz_kind" AS ENUM('pretest', 'posttest');--> statement-breakpoint
CREATE TYPE "public"."webinar_status" AS ENUM('published', 'draft');--> statement-breakpoint
CREATE TYPE "public"."coaching_request" AS ENUM('pending', 'accepted', 'refused');--> statement-breakpoint
CREATE TYPE "public"."coaching_status" AS ENUM('upcoming', 'live', 'end');--> statement-breakpoint
CREATE SEQUENCE "public"."webinar_certificate_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "podcast_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "podcast_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"podcast_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content_markdown" text NOT NULL,
	"content_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_votes" (
	"podcast_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_votes_podcast_id_user_id_pk" PRIMARY KEY("podcast_id","user_id"),
	CONSTRAINT "podcast_votes_stars_check" CHECK ("podcast_votes"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "podcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "podcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"episode" integer NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description_markdown" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"transcript" text DEFAULT '' NOT NULL,
	"cover_file" text,
	"audio_file" text,
	"audio_mime" text,
	"audio_size" integer,
	"duration_seconds" integer,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"content_markdown" text NOT NULL,
	"content_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "post_reactions" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_reactions_post_id_user_id_emoji_pk" PRIMARY KEY("post_id","user_id","emoji")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"content_markdown" text NOT NULL,
	"content_html" text NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinar_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"webinar_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attended_at" timestamp with time zone,
	"survey" jsonb,
	"survey_at" timestamp with time zone,
	"certificate_number" text,
	"certificate_name" text,
	"certificate_token" uuid,
	"certificate_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_participants_certificate_number_unique" UNIQUE("certificate_number"),
	CONSTRAINT "webinar_participants_certificate_token_unique" UNIQUE("certificate_token"),
	CONSTRAINT "webinar_participants_webinar_user_unique" UNIQUE("webinar_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "webinar_quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinar_quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"participant_id" integer NOT NULL,
	"kind" "quiz_kind" NOT NULL,
	"answers" jsonb NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_quiz_attempts_participant_kind_unique" UNIQUE("participant_id","kind")
);
--> statement-breakpoint
CREATE TABLE "webinar_quiz_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinar_quiz_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"webinar_id" integer NOT NULL,
	"question" text NOT NULL,
	"answers" jsonb NOT NULL,
	"correct" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinar_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description_markdown" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"status" "webinar_status" DEFAULT 'draft' NOT NULL,
	"registration_open" boolean DEFAULT false NOT NULL,
	"allowed_groups" "user_group"[] DEFAULT '{MASTER}' NOT NULL,
	"training_hours" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"meeting_link" text,
	"recording_link" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_series_period_check" CHECK ("webinar_series"."ends_at" > "webinar_series"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "coaching_clinics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coaching_clinics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consultant_id" integer NOT NULL,
	"title" text NOT NULL,
	"description_markdown" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"status" "coaching_status" DEFAULT 'upcoming' NOT NULL,
	"meeting_id" text,
	"meeting_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_clinics_capacity_check" CHECK ("coaching_clinics"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "coaching_participants" (
	"clinic_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"request" "coaching_request" DEFAULT 'pending' NOT NULL,
	"rating_stars" integer,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_participants_clinic_id_user_id_pk" PRIMARY KEY("clinic_id","user_id"),
	CONSTRAINT "coaching_participants_stars_check" CHECK ("coaching_participants"."rating_stars" is null or "coaching_participants"."rating_stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "podcast_comments" ADD CONSTRAINT "podcast_comments_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_comments" ADD CONSTRAINT "podcast_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_votes" ADD CONSTRAINT "podcast_votes_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_votes" ADD CONSTRAINT "podcast_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_parent_id_post_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_participants" ADD CONSTRAINT "webinar_participants_webinar_id_webinar_series_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinar_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_participants" ADD CONSTRAINT "webinar_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_quiz_attempts" ADD CONSTRAINT "webinar_quiz_attempts_participant_id_webinar_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."webinar_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_quiz_items" ADD CONSTRAINT "webinar_quiz_items_webinar_id_webinar_series_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinar_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_series" ADD CONSTRAINT "webinar_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_clinics" ADD CONSTRAINT "coaching_clinics_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_participants" ADD CONSTRAINT "coaching_participants_clinic_id_coaching_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."coaching_clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_participants" ADD CONSTRAINT "coaching_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcast_comments_podcast_idx" ON "podcast_comments" USING btree ("podcast_id","created_at","id");--> statement-breakpoint
CREATE INDEX "podcasts_published_idx" ON "podcasts" USING btree ("published_at","id") WHERE "podcasts"."is_published";--> statement-breakpoint
CREATE INDEX "podcasts_episode_idx" ON "podcasts" USING btree ("episode");--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "post_comments_parent_idx" ON "post_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_likes_idx" ON "posts" USING btree ("likes_count","id");--> statement-breakpoint
CREATE INDEX "posts_comments_idx" ON "posts" USING btree ("comments_count","id");--> statement-breakpoint
CREATE INDEX "posts_user_idx" ON "posts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webinar_participants_user_idx" ON "webinar_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webinar_quiz_items_webinar_idx" ON "webinar_quiz_items" USING btree ("webinar_id","position","id");--> statement-breakpoint
CREATE INDEX "webinar_series_status_starts_idx" ON "webinar_series" USING btree ("status","starts_at","id");--> statement-breakpoint
CREATE INDEX "coaching_clinics_date_idx" ON "coaching_clinics" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "coaching_clinics_consultant_idx" ON "coaching_clinics" USING btree ("consultant_id","date");--> statement-breakpoint
CREATE INDEX "coaching_participants_user_idx" ON "coaching_participants" USING btree ("user_id");