import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { servicePages, subCategories } from '@/server/db/schema';
import { pgErrorCode, UNIQUE_VIOLATION, type Reader } from '@/server/db/sql-helpers';
import { AppError } from '@/server/http/errors';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { errors } from '@/locales/id/errors';
import { serviceCatalogueText } from '@/locales/id/service-catalogue';
import { RESERVED_SLUGS, type ServicePagePatchSchema, type ServicePageSchema, type ServicePageView } from '@/utils/schemas/service-catalogue';
import type { SessionUser } from '@/utils/session-user';
import { findServicePage, servicePageMissing } from './service-page-view';

type Create = z.output<typeof ServicePageSchema>;
type Patch = z.output<typeof ServicePagePatchSchema>;

const t = serviceCatalogueText.errors;
const slugTaken = () => new AppError('SLUG_TAKEN', 409, errors.SLUG_TAKEN, [{ path: 'slug', message: errors.SLUG_TAKEN }]);

/**
 * The rules zod cannot check alone: a slug the portal's own pages use (`kelola`, `baru`) and a
 * sub-category that does not exist are 422 on their field.
 */
async function checkRules(db: Reader, input: { slug?: string; sub_category_id?: number | null }): Promise<void> {
  if (input.slug !== undefined && RESERVED_SLUGS.includes(input.slug)) {
    throw new AppError('SLUG_RESERVED', 422, t.slugReserved, [{ path: 'slug', message: t.slugReserved }]);
  }
  if (input.sub_category_id === undefined || input.sub_category_id === null) return;
  const [row] = await db.select({ id: subCategories.id }).from(subCategories).where(eq(subCategories.id, input.sub_category_id));
  if (!row) throw new AppError('SUB_CATEGORY_NOT_FOUND', 422, t.subCategoryMissing, [{ path: 'sub_category_id', message: t.subCategoryMissing }]);
}

/** The row's columns from the API's fields; a field left out stays undefined (unchanged, or the default). */
async function columnsOf(input: Patch) {
  return {
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    ...(input.content_markdown === undefined ? {} : { contentMarkdown: input.content_markdown, contentHtml: await renderMarkdown(input.content_markdown) }),
    requirements: input.requirements,
    subCategoryId: input.sub_category_id,
    sortOrder: input.sort_order,
    isPublished: input.is_published,
  };
}

/** A slug another page holds is 409 on the field, not a database error. */
async function uniqueSlug<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw slugTaken();
    throw error;
  }
}

export async function createServicePage({ db, user, input }: { db: Database; user: SessionUser; input: Create }): Promise<ServicePageView> {
  await checkRules(db, input);
  const values = { ...(await columnsOf(input)), slug: input.slug, title: input.title, updatedBy: user.id };
  const inserted = await db.insert(servicePages).values(values).onConflictDoNothing({ target: servicePages.slug }).returning({ id: servicePages.id });
  if (!inserted.length) throw slugTaken();
  return findServicePage(db, user, input.slug);
}

/** Any field, the slug too; the answer is the page under its (new) slug. */
export async function updateServicePage({ db, user, slug, input }: { db: Database; user: SessionUser; slug: string; input: Patch }): Promise<ServicePageView> {
  await checkRules(db, input);
  const [current] = await db.select({ id: servicePages.id }).from(servicePages).where(eq(servicePages.slug, slug));
  if (!current) throw servicePageMissing();
  await uniqueSlug(
    db
      .update(servicePages)
      .set({ ...(await columnsOf(input)), updatedBy: user.id, updatedAt: new Date() })
      .where(eq(servicePages.id, current.id)),
  );
  return findServicePage(db, user, input.slug ?? slug);
}

export async function deleteServicePage({ db, slug }: { db: Database; slug: string }): Promise<void> {
  const rows = await db.delete(servicePages).where(eq(servicePages.slug, slug)).returning({ id: servicePages.id });
  if (!rows.length) throw servicePageMissing();
}
