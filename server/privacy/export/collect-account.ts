import { asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import { notifications, privateMessages, profiles, ratings, users, usersHistories } from '@/server/db/schema';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The account itself: what the identity provider gave, the profile the person edits, their activity log. */
export async function collectAccount(db: Database, userId: number) {
  const [[account], [profile], activity] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db.select().from(profiles).where(eq(profiles.userId, userId)),
    db.select().from(usersHistories).where(eq(usersHistories.userId, userId)).orderBy(asc(usersHistories.createdAt), asc(usersHistories.id)),
  ]);
  return {
    akun: {
      id: account.id, username: account.username, nama: account.name, email: account.email, foto: account.image, grup: account.group,
      nip: account.employeeNumber, id_organisasi: account.organizationId, peran: account.currentRole,
      dibuat: iso(account.createdAt), terakhir_masuk: iso(account.lastLoginAt), dinonaktifkan: iso(account.deactivatedAt),
    },
    profil: profile ? { bio: profile.bio, telepon: profile.phone, jabatan: profile.position, diperbarui: iso(profile.updatedAt) } : null,
    aktivitas: activity.map((a) => ({ aksi: a.action, keterangan: a.description, alamat_ip: a.ipAddress, peramban: a.userAgent, waktu: iso(a.createdAt) })),
  };
}

/** What was sent to the person or by them: notifications, private messages both ways, app ratings. */
export async function collectCorrespondence(db: Database, userId: number) {
  const other = alias(users, 'other');
  const [notes, messages, given] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.toUserId, userId)).orderBy(asc(notifications.createdAt), asc(notifications.id)),
    db
      .select({ message: privateMessages, sender: other.name, senderUsername: other.username })
      .from(privateMessages)
      .innerJoin(other, eq(other.id, privateMessages.senderId))
      .where(or(eq(privateMessages.senderId, userId), eq(privateMessages.receiverId, userId)))
      .orderBy(asc(privateMessages.createdAt), asc(privateMessages.id)),
    db.select().from(ratings).where(eq(ratings.userId, userId)).orderBy(asc(ratings.createdAt)),
  ]);
  return {
    notifikasi: notes.map((n) => ({ jenis: n.type, judul: n.title, isi: n.content, tiket_id: n.ticketId, tautan: n.link, dibaca: iso(n.readAt), waktu: iso(n.createdAt) })),
    pesan_pribadi: messages.map(({ message: m, sender, senderUsername }) => ({
      arah: m.senderId === userId ? 'terkirim' : 'diterima',
      pengirim: m.senderId === userId ? null : (sender ?? senderUsername),
      subjek: m.subject, isi: m.contentMarkdown, dibaca: iso(m.readAt), waktu: iso(m.createdAt),
    })),
    penilaian_aplikasi: given.map((r) => ({ periode: r.period, bintang: r.stars, komentar: r.comment, dilewati: r.dismissed, waktu: iso(r.createdAt) })),
  };
}
