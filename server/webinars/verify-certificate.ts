import { eq } from 'drizzle-orm';
import { users, webinarParticipants, webinarSeries } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import { notFound } from '@/server/http/errors';
import type { CertificateVerification } from '@/utils/schemas/webinars';
import { nameWithTitles } from './participant-name';

/** Public: what the QR code proves, and nothing more (no email, no NIP). An unknown token is 404. */
export async function verifyCertificate({ db, token }: { db: Reader; token: string }): Promise<CertificateVerification> {
  const [row] = await db
    .select({
      number: webinarParticipants.certificateNumber,
      certificateName: webinarParticipants.certificateName,
      name: users.name,
      username: users.username,
      webinar: webinarSeries.title,
      hours: webinarSeries.trainingHours,
      date: webinarSeries.startsAt,
    })
    .from(webinarParticipants)
    .innerJoin(users, eq(users.id, webinarParticipants.userId))
    .innerJoin(webinarSeries, eq(webinarSeries.id, webinarParticipants.webinarId))
    .where(eq(webinarParticipants.certificateToken, token));
  if (!row?.number) throw notFound('Sertifikat tidak ditemukan');
  return { valid: true, number: row.number, name: row.certificateName ?? nameWithTitles(row), webinar: row.webinar, hours: row.hours, date: row.date.toISOString() };
}
