import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { announcements } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { can } from '@/utils/permissions';
import { WINDOW_MESSAGE, type AnnouncementPatchSchema, type AnnouncementSchema, type AnnouncementView } from '@/utils/schemas/knowledge';
import type { SessionUser } from '@/utils/session-user';
import { findAnnouncement } from './announcement-view';

type Create = z.output<typeof AnnouncementSchema>;
type Patch = z.output<typeof AnnouncementPatchSchema>;

const missing = () => notFound('Pengumuman tidak ditemukan');

async function mustFind(db: Database, id: number, onlyShown = false): Promise<AnnouncementView> {
  const view = await findAnnouncement(db, id, onlyShown);
  if (!view) throw missing();
  return view;
}

/** Admins see any announcement; everybody else only one shown now. */
export const getAnnouncement = ({ db, user, id }: { db: Database; user: SessionUser; id: number }) =>
  mustFind(db, id, !can(user, 'manage-announcements'));

async function contentColumns(content: string | undefined) {
  return content === undefined ? {} : { contentMarkdown: content, contentHtml: await renderMarkdown(content) };
}

export async function createAnnouncement({ db, user, input }: { db: Database; user: SessionUser; input: Create }) {
  const [row] = await db
    .insert(announcements)
    .values({
      title: input.title,
      contentMarkdown: input.content,
      contentHtml: await renderMarkdown(input.content),
      startsAt: input.starts_at ?? null,
      endsAt: input.ends_at ?? null,
      isActive: input.is_active ?? true,
      createdBy: user.id,
    })
    .returning({ id: announcements.id });
  return mustFind(db, row.id);
}

/** A partial change; the window is checked against the stored bound that is not sent. */
export async function updateAnnouncement({ db, id, input }: { db: Database; id: number; input: Patch }) {
  const current = await mustFind(db, id);
  const startsAt = input.starts_at === undefined ? current.starts_at && new Date(current.starts_at) : input.starts_at;
  const endsAt = input.ends_at === undefined ? current.ends_at && new Date(current.ends_at) : input.ends_at;
  if (startsAt && endsAt && endsAt <= startsAt) {
    throw badRequest(undefined, [{ path: 'ends_at', message: WINDOW_MESSAGE }]);
  }
  await db
    .update(announcements)
    .set({
      title: input.title,
      ...(await contentColumns(input.content)),
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      isActive: input.is_active,
      updatedAt: new Date(),
    })
    .where(eq(announcements.id, id));
  return mustFind(db, id);
}

export async function deleteAnnouncement({ db, id }: { db: Database; id: number }): Promise<void> {
  const deleted = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  if (deleted.length === 0) throw missing();
}
