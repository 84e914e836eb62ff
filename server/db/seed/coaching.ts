import { inArray } from 'drizzle-orm';
import { getConfig } from '@/server/config';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import type { Database } from '../client';
import { coachingClinics, coachingParticipants, users } from '../schema';

const DAY_MS = 86_400_000;
// The Zoom sandbox's seeded meeting under way, "Klinik Konsultasi Pensiun" (sandboxes/zoom/meetings.mjs):
// the live clinic's link opens it. The other two name meetings Zoom does not have (deleting the
// clinic then removes nothing at Zoom).
const LIVE_MEETING_ID = '85010023758';

/** A day in Asia/Jakarta, `days` from today, as YYYY-MM-DD. */
const jakartaDay = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

/** Idempotent: only seeds an empty clinics table. The demo agent consults; user and user2 take part. */
export async function seedDemoCoaching(db: Database): Promise<void> {
  const [existing] = await db.select({ id: coachingClinics.id }).from(coachingClinics).limit(1);
  if (existing) return;
  const people = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, ['agent', 'user', 'user2']));
  const idOf = (username: string) => people.find((p) => p.username === username)?.id;
  const [agent, user, user2] = [idOf('agent'), idOf('user'), idOf('user2')];
  if (!agent || !user || !user2) return;
  const zoomOrigin = getConfig().ZOOM_OAUTH_URL ?? 'http://localhost:4040';
  const link = (id: string) => `${zoomOrigin.replace(/\/+$/, '')}/j/${id}`;
  const clinic = async (title: string, description: string, fields: Omit<typeof coachingClinics.$inferInsert, 'consultantId' | 'title'>) =>
    (await db.insert(coachingClinics).values({ consultantId: agent, title, descriptionMarkdown: description, descriptionHtml: await renderMarkdown(description), ...fields }).returning({ id: coachingClinics.id }))[0].id;

  const upcoming = await clinic('Klinik Penyusunan SKP', 'Konsultasi penyusunan **SKP** dan rencana hasil kerja. Bawa draf SKP Anda.', {
    date: jakartaDay(3), startTime: '09:00', endTime: '10:30', capacity: 10, meetingId: '85019000001', meetingLink: link('85019000001'),
  });
  const live = await clinic('Klinik Konsultasi Pensiun', 'Tanya jawab berkas **pensiun** dan batas usia pensiun.', {
    date: jakartaDay(0), startTime: '08:00', endTime: '16:00', capacity: 5, status: 'live', meetingId: LIVE_MEETING_ID, meetingLink: link(LIVE_MEETING_ID),
  });
  const ended = await clinic('Klinik Kenaikan Pangkat Periode April', 'Pendampingan usul kenaikan pangkat periode April.', {
    date: jakartaDay(-7), startTime: '13:00', endTime: '14:00', capacity: 8, isPrivate: true, status: 'end', meetingId: '85019000002', meetingLink: link('85019000002'),
  });
  await db.insert(coachingParticipants).values([
    { clinicId: upcoming, userId: user, request: 'accepted' },
    { clinicId: live, userId: user, request: 'accepted' },
    { clinicId: ended, userId: user, request: 'accepted', ratingStars: 5, ratingComment: 'Penjelasannya jelas dan runtut.', ratedAt: new Date() },
    { clinicId: ended, userId: user2, request: 'accepted' },
  ]);
}
