import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { subCategories } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';

/** The sub-category's name, or 400 on the `sub_category_id` field when it does not exist. */
export async function requireSubCategory(db: Pick<Database, 'select'>, id: number): Promise<string> {
  const [row] = await db.select({ name: subCategories.name }).from(subCategories).where(eq(subCategories.id, id));
  if (!row) throw badRequest(undefined, [{ path: 'sub_category_id', message: 'Sub-kategori tidak ditemukan' }]);
  return row.name;
}
