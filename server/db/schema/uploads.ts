import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who uploaded which stored file. Files are stored once per content hash, so two people who upload
 * the same bytes share one file and have one row each; the file goes when its last row goes.
 * Files on disk without a row (the seed's, older ones) are served as before and only admins delete them.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `<sha256>.<ext>`, the name under UPLOAD_DIR and in the URL. */
    fileName: text('file_name').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_file_owner_idx').on(t.fileName, t.ownerId), index('uploads_owner_idx').on(t.ownerId)],
);

export type Upload = typeof uploads.$inferSelect;
