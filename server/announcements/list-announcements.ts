import { count, desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { announcements } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import type { Reader } from '@/server/db/sql-helpers';
import type { Paginated } from '@/utils/schemas/common';
import type { AnnouncementQuerySchema, AnnouncementView } from '@/utils/schemas/knowledge';
import type { SessionUser } from '@/utils/session-user';
import { selectAnnouncements, shownNow, toAnnouncementView } from './announcement-view';

type Query = z.output<typeof AnnouncementQuerySchema>;

/**
 * `?active=true`: what Beranda shows now, for everyone signed in, latest start first. Without it,
 * every announcement (drafts, expired ones) for `manage-announcements` only.
 */
export async function listAnnouncements({ db, user, query }: { db: Reader; user: SessionUser; query: Query }): Promise<Paginated<AnnouncementView>> {
  if (!query.active) authorize(user, 'manage-announcements', {}, 'Hanya admin yang dapat melihat semua pengumuman');
  const where = query.active ? shownNow : undefined;
  const order = query.active
    ? [desc(sql`coalesce(${announcements.startsAt}, ${announcements.createdAt})`), desc(announcements.id)]
    : [desc(announcements.createdAt), desc(announcements.id)];
  const [rows, [{ total }]] = await Promise.all([
    selectAnnouncements(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(announcements).where(where),
  ]);
  return { data: rows.map(toAnnouncementView), total, page: query.page, limit: query.limit };
}
