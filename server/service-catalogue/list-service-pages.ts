import { and, asc, count, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { servicePages } from '@/server/db/schema';
import { containing, type Reader } from '@/server/db/sql-helpers';
import { iso } from '@/server/tickets/user-summary';
import type { Paginated } from '@/utils/schemas/common';
import type { ServicePageCard, ServicePageListQuery } from '@/utils/schemas/service-catalogue';
import type { SessionUser } from '@/utils/session-user';
import { visibleTo } from './service-page-view';

type Query = z.output<typeof ServicePageListQuery>;

const searching = (search: string | undefined): SQL | undefined =>
  search ? or(ilike(servicePages.title, containing(search)), ilike(servicePages.summary, containing(search))) : undefined;

/** The catalogue's cards by sort order then title; drafts only for those who manage it. */
export async function listServicePages({ db, user, query }: { db: Reader; user: SessionUser | null; query: Query }): Promise<Paginated<ServicePageCard>> {
  const where = and(visibleTo(user), searching(query.search));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: servicePages.id,
        slug: servicePages.slug,
        title: servicePages.title,
        summary: servicePages.summary,
        sort_order: servicePages.sortOrder,
        is_published: servicePages.isPublished,
        updated_at: servicePages.updatedAt,
      })
      .from(servicePages)
      .where(where)
      .orderBy(asc(servicePages.sortOrder), asc(servicePages.title), asc(servicePages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(servicePages).where(where),
  ]);
  return { data: rows.map((r) => ({ ...r, updated_at: iso(r.updated_at) })), total, page: query.page, limit: query.limit };
}
