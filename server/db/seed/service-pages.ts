import { eq } from 'drizzle-orm';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { DEMO_SERVICES } from '@/server/service-catalogue/demo-services';
import type { Database } from '../client';
import { categories, servicePages, subCategories } from '../schema';

/**
 * The agency's usual personnel services, published, each linked to its seeded ticket
 * sub-category. Idempotent: only an empty catalogue is seeded, so admins' edits and deletions
 * survive restarts.
 */
export async function seedDemoServicePages(db: Database): Promise<void> {
  const [existing] = await db.select({ id: servicePages.id }).from(servicePages).limit(1);
  if (existing) return;
  const subs = await db
    .select({ id: subCategories.id, name: subCategories.name, category: categories.name })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));
  const subId = (ref: { category: string; name: string }) => subs.find((s) => s.category === ref.category && s.name === ref.name)?.id ?? null;
  const rows = await Promise.all(
    DEMO_SERVICES.map(async (s, i) => ({
      slug: s.slug,
      title: s.title,
      summary: s.summary,
      contentMarkdown: s.content,
      contentHtml: await renderMarkdown(s.content),
      requirements: s.requirements,
      subCategoryId: subId(s.subCategory),
      sortOrder: (i + 1) * 10,
      isPublished: true,
    })),
  );
  await db.insert(servicePages).values(rows).onConflictDoNothing({ target: servicePages.slug });
}
