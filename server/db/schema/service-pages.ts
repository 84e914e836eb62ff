import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { subCategories } from './refs';
import { users } from './users';

// The agency's personnel service catalogue (docs/public-finance.md section 3): one page per
// service, read by visitors, written by admins.
export const servicePages = pgTable(
  'service_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    contentMarkdown: text('content_markdown').notNull().default(''),
    /** content_markdown rendered and sanitized on the server: what pages show. */
    contentHtml: text('content_html').notNull().default(''),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    /** The ticket sub-category "Tanya tentang layanan ini" opens the ticket form with. */
    subCategoryId: integer('sub_category_id').references(() => subCategories.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('service_pages_published_order_idx').on(t.sortOrder, t.title).where(sql`${t.isPublished}`)],
);
