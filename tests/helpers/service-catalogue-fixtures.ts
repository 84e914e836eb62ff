import type { Database } from '@/server/db/client';
import { categories, servicePages, subCategories } from '@/server/db/schema';

type ServicePage = typeof servicePages.$inferSelect;

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${(counter += 1)}`;

/** A category with one sub-category, under unique names; returns both ids and names. */
export async function insertSubCategory(db: Database, name = 'Kenaikan Pangkat') {
  const [category] = await db.insert(categories).values({ name: `Kepangkatan ${unique()}` }).returning();
  const [sub] = await db.insert(subCategories).values({ categoryId: category.id, name }).returning();
  return { id: sub.id, name: sub.name, category_name: category.name };
}

export interface ServicePageSeed {
  slug?: string;
  title?: string;
  summary?: string;
  published?: boolean;
  subCategoryId?: number | null;
  sortOrder?: number;
  requirements?: string[];
}

/** A page written straight to the table (HTML as given: these rows do not go through the renderer). */
export async function insertServicePage(db: Database, seed: ServicePageSeed = {}): Promise<ServicePage> {
  const [row] = await db
    .insert(servicePages)
    .values({
      slug: seed.slug ?? `layanan-${unique()}`,
      title: seed.title ?? 'Layanan Uji',
      summary: seed.summary ?? 'Ringkasan layanan uji',
      contentMarkdown: 'Isi **layanan**',
      contentHtml: '<p>Isi <strong>layanan</strong></p>',
      requirements: seed.requirements ?? ['SK pangkat terakhir'],
      subCategoryId: seed.subCategoryId ?? null,
      sortOrder: seed.sortOrder ?? 0,
      isPublished: seed.published ?? true,
    })
    .returning();
  return row;
}
