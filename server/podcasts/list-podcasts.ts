import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { podcasts } from '@/server/db/schema';
import { containing, type Reader } from '@/server/db/sql-helpers';
import { iso } from '@/server/tickets/user-summary';
import type { Paginated } from '@/utils/schemas/common';
import type { PodcastAdminView, PodcastCard, PodcastListQuery, PodcastUserListQuery } from '@/utils/schemas/podcasts';
import { mediaUrl, ratingColumns, toAdminView } from './podcast-view';

type AdminQuery = z.output<typeof PodcastListQuery>;
type UserQuery = z.output<typeof PodcastUserListQuery>;

const searching = (search: string | undefined): SQL | undefined =>
  search ? or(ilike(podcasts.title, containing(search)), ilike(podcasts.shortDescription, containing(search))) : undefined;

async function page<T>(db: Reader, where: SQL | undefined, query: { page: number; limit: number }, rows: (offset: number) => Promise<T[]>): Promise<Paginated<T>> {
  const [data, [{ total }]] = await Promise.all([rows((query.page - 1) * query.limit), db.select({ total: count() }).from(podcasts).where(where)]);
  return { data, total, page: query.page, limit: query.limit };
}

/** Every episode, drafts included, newest episode number first (manage-podcasts). */
export function listPodcasts({ db, query }: { db: Reader; query: AdminQuery }): Promise<Paginated<PodcastAdminView>> {
  const status = query.status && eq(podcasts.isPublished, query.status === 'published');
  const where = and(searching(query.search), status);
  return page(db, where, query, async (offset) => {
    const rows = await db.select().from(podcasts).where(where).orderBy(desc(podcasts.episode), desc(podcasts.id)).limit(query.limit).offset(offset);
    return rows.map(toAdminView);
  });
}

/** The published episodes people listen to, newest first, with their rating. */
export function listPublishedPodcasts({ db, query }: { db: Reader; query: UserQuery }): Promise<Paginated<PodcastCard>> {
  const where = and(eq(podcasts.isPublished, true), searching(query.search));
  return page(db, where, query, async (offset) => {
    const rows = await db
      .select({
        id: podcasts.id,
        title: podcasts.title,
        episode: podcasts.episode,
        short_description: podcasts.shortDescription,
        cover: podcasts.coverFile,
        published_at: podcasts.publishedAt,
        ...ratingColumns,
      })
      .from(podcasts)
      .where(where)
      .orderBy(desc(podcasts.publishedAt), desc(podcasts.id))
      .limit(query.limit)
      .offset(offset);
    return rows.map(({ cover, average, count: votes, published_at, ...row }) => ({
      ...row,
      cover_url: mediaUrl(row.id, 'cover', cover),
      published_at: iso(published_at),
      rating: { average, count: votes },
    }));
  });
}
