import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { webinarCertificateSeq, webinarParticipants, type WebinarParticipant } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { buildWebinarCertificate } from '@/server/certificates/webinar-certificate-pdf';
import { webinarsText } from '@/locales/id/webinars';
import { currentYear } from '@/utils/format/current-year';
import { toDayjs } from '@/utils/format';
import { certificateNumber } from '@/utils/rules/webinar-quiz';
import type { SessionUser } from '@/utils/session-user';
import { certificateHolderName } from './participant-name';
import { participantProgress } from './progress';
import { loadParticipation } from './webinar-view';

const t = webinarsText;

/** `{origin of NEXTAUTH_URL}/helpdesk/sertifikat/{token}`: the public page the QR code opens. */
export function verificationUrl(token: string): string {
  const origin = new URL(process.env.NEXTAUTH_URL || 'http://localhost:3000').origin;
  return `${origin}/helpdesk/sertifikat/${token}`;
}

/** The certificate's date in Indonesian, as the series' start reads in WIB ("5 Desember 2026"). */
export const certificateDate = (date: Date) => toDayjs(date)?.format('D MMMM YYYY') ?? '';

/** The series' signatory when it has all three parts (the schema lets none be set alone). */
function signatoryOf(w: { signatory_name: string | null; signatory_nip: string | null; signatory_position: string | null }) {
  return w.signatory_name && w.signatory_nip && w.signatory_position ? { name: w.signatory_name, nip: w.signatory_nip, position: w.signatory_position } : null;
}

/**
 * Gives the participant a number and a token at the first download. The number's sequence value is
 * taken and stored in one transaction; the `is null` guard means a second download (or two at once)
 * keeps the number first stored, and a sequence never hands the same value out again.
 */
async function issue(db: Database, participant: WebinarParticipant) {
  if (participant.certificateNumber && participant.certificateToken) return participant;
  // Read before the transaction: a slow SIASN never holds a lock.
  const certificateName = await certificateHolderName(db, participant.userId);
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`select nextval(${webinarCertificateSeq.seqName})::text as seq`)) as unknown as { rows: { seq: string }[] };
    const seq = rows[0].seq;
    await tx
      .update(webinarParticipants)
      .set({ certificateNumber: certificateNumber(seq, currentYear()), certificateName, certificateToken: randomUUID(), certificateIssuedAt: new Date() })
      .where(and(eq(webinarParticipants.id, participant.id), isNull(webinarParticipants.certificateNumber)));
    const [row] = await tx.select().from(webinarParticipants).where(eq(webinarParticipants.id, participant.id));
    return row;
  });
}

/** The PDF, once attended, posttest taken and survey answered; otherwise 409 naming what is missing. */
export async function downloadCertificate({ db, user, id }: { db: Database; user: SessionUser; id: number }) {
  const { webinar, participant } = await loadParticipation(db, user, id);
  const { missing } = await participantProgress(db, webinar, participant);
  if (missing.length > 0) {
    const names = missing.map((m) => t.detail.missing[m]);
    throw new AppError(
      'CERTIFICATE_NOT_READY',
      409,
      `Sertifikat belum tersedia: ${names.join(', ')} belum lengkap`,
      missing.map((m) => ({ path: m, message: t.detail.missing[m] })),
    );
  }
  const issued = await issue(db, participant);
  const number = issued.certificateNumber ?? '';
  const bytes = await buildWebinarCertificate({
    name: issued.certificateName ?? '',
    webinar: webinar.title,
    date: certificateDate(webinar.starts_at),
    hours: webinar.training_hours,
    number,
    verifyUrl: verificationUrl(issued.certificateToken ?? ''),
    signatory: signatoryOf(webinar),
  });
  return { bytes: Buffer.from(bytes), fileName: t.certificate.fileName(number) };
}
