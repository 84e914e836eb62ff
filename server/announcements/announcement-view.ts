import { and, eq, sql, type SQL } from 'drizzle-orm';
import { announcements, users } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import { iso, userSummaryColumns } from '@/server/tickets/user-summary';
import type { AnnouncementView } from '@/utils/schemas/knowledge';

/** Shown now: active, and now within [starts_at, ends_at] where a missing bound is open. */
export const shownNow: SQL<boolean> = sql<boolean>`(${announcements.isActive} and coalesce(${announcements.startsAt} <= now(), true) and coalesce(${announcements.endsAt} >= now(), true))`;

export function selectAnnouncements(db: Reader) {
  return db
    .select({
      id: announcements.id,
      title: announcements.title,
      content_markdown: announcements.contentMarkdown,
      content_html: announcements.contentHtml,
      starts_at: announcements.startsAt,
      ends_at: announcements.endsAt,
      is_active: announcements.isActive,
      is_shown: shownNow,
      created_by: userSummaryColumns(users),
      created_at: announcements.createdAt,
      updated_at: announcements.updatedAt,
    })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.createdBy));
}

type Row = Awaited<ReturnType<typeof selectAnnouncements>>[number];

export const toAnnouncementView = (row: Row): AnnouncementView => ({
  ...row,
  starts_at: iso(row.starts_at),
  ends_at: iso(row.ends_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** One announcement; `onlyShown` hides the ones not shown now (404 for non-admins). */
export async function findAnnouncement(db: Reader, id: number, onlyShown: boolean): Promise<AnnouncementView | undefined> {
  const [row] = await selectAnnouncements(db).where(and(eq(announcements.id, id), onlyShown ? shownNow : undefined));
  return row && toAnnouncementView(row);
}
