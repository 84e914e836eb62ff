import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { departments } from '@/server/db/schema';
import { containing, escapeLike, type Reader } from '@/server/db/sql-helpers';
import type { Paginated } from '@/utils/schemas/common';
import type { DepartmentQuerySchema, DepartmentView } from '@/utils/schemas/knowledge';

type Query = z.output<typeof DepartmentQuerySchema>;

/**
 * Organisation units for pickers: `search` matches the name (ILIKE) or an id prefix (`BKD.01`
 * finds its parts); names starting with the term come first, then trigram similarity ranks the
 * rest. `limit` -1 answers every match (spec section 9).
 */
export async function listDepartments({ db, query }: { db: Reader; query: Query }): Promise<Paginated<DepartmentView>> {
  const { search, parent_id, page, limit } = query;
  const startsWith = search && `${escapeLike(search)}%`;
  const where = and(
    search && startsWith ? or(ilike(departments.name, containing(search)), ilike(departments.id, startsWith)) : undefined,
    parent_id ? eq(departments.parentId, parent_id) : undefined,
  );
  const order = startsWith
    ? [desc(ilike(departments.name, startsWith)), desc(sql`similarity(${departments.name}, ${search})`), asc(departments.id)]
    : [asc(departments.id)];
  const rows = db.select({ id: departments.id, name: departments.name, parent_id: departments.parentId }).from(departments).where(where).orderBy(...order);
  const [data, [{ total }]] = await Promise.all([
    limit === -1 ? rows : rows.limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(departments).where(where),
  ]);
  return { data, total, page: limit === -1 ? 1 : page, limit };
}
