import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { webinarSeries } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import type { WebinarPatchSchema, WebinarSchema } from '@/utils/schemas/webinars';
import type { SessionUser } from '@/utils/session-user';
import { getWebinar } from './get-webinar';
import { loadWebinar, webinarMissing } from './webinar-view';

type Create = z.output<typeof WebinarSchema>;
type Patch = z.output<typeof WebinarPatchSchema>;

async function descriptionColumns(description: string | undefined) {
  return description === undefined ? {} : { descriptionMarkdown: description, descriptionHtml: description ? await renderMarkdown(description) : '' };
}

export async function createWebinar({ db, user, input }: { db: Database; user: SessionUser; input: Create }) {
  const [row] = await db
    .insert(webinarSeries)
    .values({
      title: input.title,
      ...(await descriptionColumns(input.description)),
      status: input.status,
      registrationOpen: input.registration_open,
      allowedGroups: input.allowed_groups,
      trainingHours: input.training_hours,
      posttestAttempts: input.posttest_attempts,
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      meetingLink: input.meeting_link ?? null,
      recordingLink: input.recording_link ?? null,
      signatoryName: input.signatory_name ?? null,
      signatoryNip: input.signatory_nip ?? null,
      signatoryPosition: input.signatory_position ?? null,
      createdBy: user.id,
    })
    .returning({ id: webinarSeries.id });
  return getWebinar({ db, user, id: row.id });
}

/** A partial change; the period is checked against the stored bound that is not sent (400, not the table's check). */
export async function updateWebinar({ db, user, id, input }: { db: Database; user: SessionUser; id: number; input: Patch }) {
  const current = await loadWebinar(db, user, id);
  if ((input.ends_at ?? current.ends_at) <= (input.starts_at ?? current.starts_at)) {
    throw badRequest(undefined, [{ path: 'ends_at', message: 'Waktu selesai harus setelah waktu mulai' }]);
  }
  await db
    .update(webinarSeries)
    .set({
      title: input.title,
      ...(await descriptionColumns(input.description)),
      status: input.status,
      registrationOpen: input.registration_open,
      allowedGroups: input.allowed_groups,
      trainingHours: input.training_hours,
      posttestAttempts: input.posttest_attempts,
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      meetingLink: input.meeting_link,
      recordingLink: input.recording_link,
      signatoryName: input.signatory_name,
      signatoryNip: input.signatory_nip,
      signatoryPosition: input.signatory_position,
      updatedAt: new Date(),
    })
    .where(eq(webinarSeries.id, id));
  return getWebinar({ db, user, id });
}

/** Removes the series with its participants, quiz and attempts (foreign keys cascade). */
export async function deleteWebinar({ db, id }: { db: Database; id: number }): Promise<void> {
  const deleted = await db.delete(webinarSeries).where(eq(webinarSeries.id, id)).returning({ id: webinarSeries.id });
  if (deleted.length === 0) throw webinarMissing();
}
