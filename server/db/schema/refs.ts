import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, tsvector, updatedAt } from './columns';
import type { AssignmentMode } from '@/utils/rules/assignment';

/** Ticket statuses; `code` is what the lifecycle rules speak (DIAJUKAN, DIKERJAKAN, DITOLAK, SELESAI). */
export const status = pgTable('status', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const priorities = pgTable('priorities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    /** Target time to finish a ticket of this kind, in hours. */
    durationTargetHours: integer('duration_target_hours').notNull().default(72),
    /** Who picks the agent of a new ticket: an admin or agent by hand, or the portal (docs/assignment.md). */
    assignmentMode: text('assignment_mode').$type<AssignmentMode>().notNull().default('manual'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sub_categories_category_idx').on(t.categoryId)],
);

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subFaqs = pgTable(
  'sub_faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    faqId: integer('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'restrict' }),
    question: text('question').notNull(),
    answerMarkdown: text('answer_markdown').notNull(),
    answerHtml: text('answer_html').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('indonesian', coalesce(question, '')), 'A') || setweight(to_tsvector('indonesian', coalesce(answer_markdown, '')), 'B')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sub_faqs_faq_idx').on(t.faqId),
    index('sub_faqs_search_idx').using('gin', t.searchVector),
    index('sub_faqs_question_trgm_idx').using('gin', sql`${t.question} gin_trgm_ops`),
    // FAQ suggestions: nearest questions by trigram word distance (`<->>`), in index order.
    index('sub_faqs_question_gist_idx').using('gist', sql`${t.question} gist_trgm_ops`),
  ],
);

export type Status = typeof status.$inferSelect;
export type Priority = typeof priorities.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type SubCategory = typeof subCategories.$inferSelect;
export type Faq = typeof faqs.$inferSelect;
export type SubFaq = typeof subFaqs.$inferSelect;
