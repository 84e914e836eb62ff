import { and, asc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { categories, subCategories, tickets } from '@/server/db/schema';
import { SubCategoryListQuerySchema, SubCategoryPatchSchema, SubCategorySchema, type SubCategoryView } from '@/utils/schemas/knowledge';
import type { RefResource } from './ref-resource';
import { requireParent } from './parent-check';
import { containing, countOf, type Reader, type Tx } from '@/server/db/sql-helpers';

type Create = z.output<typeof SubCategorySchema>;
type Patch = z.output<typeof SubCategoryPatchSchema>;

const select = (db: Reader) =>
  db
    .select({
      id: subCategories.id,
      name: subCategories.name,
      description: subCategories.description,
      duration_target_hours: subCategories.durationTargetHours,
      assignment_mode: subCategories.assignmentMode,
      category: { id: categories.id, name: categories.name },
      total_tickets: countOf(tickets.subCategoryId, subCategories.id),
    })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));

/** Column values of a (partial) body; a given `category_id` must exist (400 otherwise). */
async function toColumns(tx: Tx, { category_id, duration_target_hours, ...rest }: Patch) {
  if (category_id !== undefined) await requireParent(tx, categories.id, category_id, 'category_id', 'Kategori tidak ditemukan');
  return { ...rest, categoryId: category_id, durationTargetHours: duration_target_hours };
}

export const subCategoryRef: RefResource<SubCategoryView, Create, Patch, z.output<typeof SubCategoryListQuerySchema>> = {
  label: 'Sub-kategori',
  table: subCategories,
  schemas: { list: SubCategoryListQuerySchema, create: SubCategorySchema, patch: SubCategoryPatchSchema },
  list: (db, { search, category_id }) =>
    select(db)
      .where(and(search ? ilike(subCategories.name, containing(search)) : undefined, category_id ? eq(subCategories.categoryId, category_id) : undefined))
      .orderBy(asc(categories.name), asc(subCategories.name)),
  async find(db, id) {
    const [row] = await select(db).where(eq(subCategories.id, id));
    return row;
  },
  async insert(tx, input) {
    const values = await toColumns(tx, input);
    const [row] = await tx
      .insert(subCategories)
      .values({ ...values, name: input.name, categoryId: input.category_id, durationTargetHours: input.duration_target_hours })
      .returning({ id: subCategories.id });
    return row.id;
  },
  async update(tx, current, input) {
    const values = await toColumns(tx, input);
    await tx.update(subCategories).set({ ...values, updatedAt: new Date() }).where(eq(subCategories.id, current.id));
  },
  async deleteBlocker(_tx, current) {
    return (current.total_tickets ?? 0) > 0 ? `Sub-kategori masih digunakan oleh ${current.total_tickets} tiket sehingga tidak dapat dihapus` : null;
  },
};
