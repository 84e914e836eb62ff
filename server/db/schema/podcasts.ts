import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

// Podcasts (docs/community.md section 2): episodes admins publish, with comments and 1-5 star votes.
export const podcasts = pgTable(
  'podcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    episode: integer('episode').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    descriptionMarkdown: text('description_markdown').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    transcript: text('transcript').notNull().default(''),
    /** Stored upload names (`<sha256>.<ext>` under UPLOAD_DIR); null until uploaded. */
    coverFile: text('cover_file'),
    audioFile: text('audio_file'),
    audioMime: text('audio_mime'),
    audioSize: integer('audio_size'),
    durationSeconds: integer('duration_seconds'),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('podcasts_published_idx').on(t.publishedAt, t.id).where(sql`${t.isPublished}`), index('podcasts_episode_idx').on(t.episode)],
);

export const podcastComments = pgTable(
  'podcast_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    podcastId: integer('podcast_id')
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentMarkdown: text('content_markdown').notNull(),
    contentHtml: text('content_html').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('podcast_comments_podcast_idx').on(t.podcastId, t.createdAt, t.id)],
);

/** One vote per person and episode, changeable. */
export const podcastVotes = pgTable(
  'podcast_votes',
  {
    podcastId: integer('podcast_id')
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.podcastId, t.userId] }), check('podcast_votes_stars_check', sql`${t.stars} between 1 and 5`)],
);

export type Podcast = typeof podcasts.$inferSelect;
export type PodcastComment = typeof podcastComments.$inferSelect;
export type PodcastVote = typeof podcastVotes.$inferSelect;
