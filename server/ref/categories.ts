import { asc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { categories, subCategories } from '@/server/db/schema';
import { CategoryPatchSchema, CategorySchema, RefListQuerySchema, type CategoryView } from '@/utils/schemas/knowledge';
import type { RefResource } from './ref-resource';
import { containing, countOf, type Reader } from '@/server/db/sql-helpers';

type ListQuery = z.output<typeof RefListQuerySchema>;

const select = (db: Reader) =>
  db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      total_sub_categories: countOf(subCategories.categoryId, categories.id),
    })
    .from(categories);

export const categoryRef: RefResource<CategoryView, z.output<typeof CategorySchema>, z.output<typeof CategoryPatchSchema>, ListQuery> = {
  label: 'Kategori',
  table: categories,
  schemas: { list: RefListQuerySchema, create: CategorySchema, patch: CategoryPatchSchema },
  duplicateMessage: 'Nama kategori sudah dipakai',
  list: (db, { search }) => select(db).where(search ? ilike(categories.name, containing(search)) : undefined).orderBy(asc(categories.name)),
  async find(db, id) {
    const [row] = await select(db).where(eq(categories.id, id));
    return row;
  },
  async insert(tx, input) {
    const [row] = await tx.insert(categories).values(input).returning({ id: categories.id });
    return row.id;
  },
  async update(tx, current, input) {
    await tx.update(categories).set({ ...input, updatedAt: new Date() }).where(eq(categories.id, current.id));
  },
  async deleteBlocker(_tx, current) {
    return current.total_sub_categories > 0
      ? `Kategori masih memiliki ${current.total_sub_categories} sub-kategori; hapus atau pindahkan sub-kategorinya terlebih dahulu`
      : null;
  },
};
