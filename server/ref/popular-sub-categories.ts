import { asc, count, desc, eq } from 'drizzle-orm';
import { categories, subCategories, tickets } from '@/server/db/schema';
import type { PopularSubCategory } from '@/utils/schemas/knowledge';
import type { Reader } from '@/server/db/sql-helpers';

/** The sub-categories most tickets use (used ones only), most used first. */
export async function listPopularSubCategories({ db, limit }: { db: Reader; limit: number }): Promise<PopularSubCategory[]> {
  const total = count(tickets.id);
  return db
    .select({
      id: subCategories.id,
      name: subCategories.name,
      category: { id: categories.id, name: categories.name },
      total_tickets: total,
    })
    .from(tickets)
    .innerJoin(subCategories, eq(subCategories.id, tickets.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .groupBy(subCategories.id, categories.id)
    .orderBy(desc(total), asc(subCategories.name))
    .limit(limit);
}
