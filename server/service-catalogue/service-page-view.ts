import { and, eq, type SQL } from 'drizzle-orm';
import { categories, servicePages, subCategories } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import { notFound } from '@/server/http/errors';
import { iso } from '@/server/tickets/user-summary';
import { serviceCatalogueText } from '@/locales/id/service-catalogue';
import { can } from '@/utils/permissions';
import type { ServicePageView } from '@/utils/schemas/service-catalogue';
import type { SessionUser } from '@/utils/session-user';

export const servicePageMissing = () => notFound(serviceCatalogueText.errors.notFound);

/** Drafts are for those who manage the catalogue; visitors and everyone else see published pages only. */
export const managesCatalogue = (user: SessionUser | null) => can(user, 'manage-service-catalogue');

/** The visibility rule, in SQL: a draft does not exist for who may not manage it. */
export const visibleTo = (user: SessionUser | null): SQL | undefined => (managesCatalogue(user) ? undefined : eq(servicePages.isPublished, true));

/** The page with its sub-category (and that sub-category's category), when `user` may see it; 404 otherwise. */
export async function findServicePage(db: Reader, user: SessionUser | null, slug: string): Promise<ServicePageView> {
  const [row] = await db
    .select({ page: servicePages, subName: subCategories.name, categoryName: categories.name })
    .from(servicePages)
    .leftJoin(subCategories, eq(subCategories.id, servicePages.subCategoryId))
    .leftJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(and(eq(servicePages.slug, slug), visibleTo(user)));
  if (!row) throw servicePageMissing();
  const { page } = row;
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    sort_order: page.sortOrder,
    is_published: page.isPublished,
    content_html: page.contentHtml,
    ...(managesCatalogue(user) ? { content_markdown: page.contentMarkdown } : {}),
    requirements: page.requirements,
    sub_category: page.subCategoryId !== null && row.subName !== null ? { id: page.subCategoryId, name: row.subName, category_name: row.categoryName ?? '' } : null,
    created_at: iso(page.createdAt),
    updated_at: iso(page.updatedAt),
  };
}
