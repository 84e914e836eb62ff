import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { coachingClinics, coachingParticipants, loanApplications, postComments, posts, ticketComments, tickets, webinarParticipants, webinarSeries } from '@/server/db/schema';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * What the person asked and wrote: their own tickets (as requester) and every comment they wrote,
 * never a comment of someone else's, so a shared ticket exports only this person's part of it.
 */
export async function collectTickets(db: Database, userId: number) {
  const [own, written] = await Promise.all([
    db.select().from(tickets).where(eq(tickets.requesterId, userId)).orderBy(asc(tickets.createdAt), asc(tickets.id)),
    db
      .select({ comment: ticketComments, number: tickets.number })
      .from(ticketComments)
      .innerJoin(tickets, eq(tickets.id, ticketComments.ticketId))
      .where(eq(ticketComments.userId, userId))
      .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id)),
  ]);
  return {
    tiket: own.map((t) => ({
      nomor: t.number, judul: t.title, deskripsi: t.descriptionMarkdown, status: t.statusCode, prioritas: t.priorityCode, diterbitkan: t.isPublished,
      dibuat: iso(t.createdAt), selesai: iso(t.completedAt), penilaian: t.stars, komentar_penilaian: t.requesterComment,
    })),
    komentar_tiket: written.map(({ comment: c, number }) => ({
      tiket: number, isi: c.markdown, jawaban: c.isAnswer, catatan_internal: c.isInternal, diubah: c.isEdited, waktu: iso(c.createdAt),
    })),
  };
}

/** Learning and services: webinars (with certificates), coaching clinics, loan applications, community posts and comments. */
export async function collectParticipation(db: Database, userId: number) {
  const [webinars, clinics, loans, ownPosts, ownComments] = await Promise.all([
    db
      .select({ p: webinarParticipants, title: webinarSeries.title })
      .from(webinarParticipants)
      .innerJoin(webinarSeries, eq(webinarSeries.id, webinarParticipants.webinarId))
      .where(eq(webinarParticipants.userId, userId))
      .orderBy(asc(webinarParticipants.createdAt)),
    db
      .select({ p: coachingParticipants, title: coachingClinics.title })
      .from(coachingParticipants)
      .innerJoin(coachingClinics, eq(coachingClinics.id, coachingParticipants.clinicId))
      .where(eq(coachingParticipants.userId, userId))
      .orderBy(asc(coachingParticipants.createdAt)),
    db.select().from(loanApplications).where(eq(loanApplications.userId, userId)).orderBy(asc(loanApplications.createdAt)),
    db.select().from(posts).where(eq(posts.userId, userId)).orderBy(asc(posts.createdAt)),
    db.select().from(postComments).where(eq(postComments.userId, userId)).orderBy(asc(postComments.createdAt)),
  ]);
  return {
    webinar: webinars.map(({ p, title }) => ({
      judul: title, terdaftar: iso(p.createdAt), hadir: iso(p.attendedAt), survei: p.survey,
      sertifikat: p.certificateNumber ? { nomor: p.certificateNumber, nama_tercetak: p.certificateName, terbit: iso(p.certificateIssuedAt) } : null,
    })),
    coaching_clinic: clinics.map(({ p, title }) => ({ judul: title, permintaan: p.request, bintang: p.ratingStars, komentar: p.ratingComment, terdaftar: iso(p.createdAt) })),
    pengajuan_pinjaman: loans.map((l) => ({
      id: l.id, nip: l.nip, nama: l.name, unit: l.unit, pangkat: l.rank, jenis: l.loanType, jumlah: l.amount, tenor_bulan: l.tenorMonths,
      gaji_pokok: l.basicSalary, sumber_gaji: l.basicSalarySource, angsuran: l.monthlyInstallment, bunga_pa: l.ratePa, status: l.status, diajukan: iso(l.createdAt),
    })),
    kiriman_komunitas: ownPosts.map((p) => ({ isi: p.contentMarkdown, waktu: iso(p.createdAt) })),
    komentar_komunitas: ownComments.map((c) => ({ kiriman_id: c.postId, isi: c.contentMarkdown, waktu: iso(c.createdAt) })),
  };
}
