import type { Database } from '@/server/db/client';
import { usersHistories } from '@/server/db/schema';

/** What a user's activity page shows ("Anda ..."); `action` is the machine-readable kind. */
export const HISTORY = {
  login: { action: 'login', description: 'Anda masuk pada aplikasi' },
  comment: { action: 'comment', description: 'Anda berkomentar' },
  ticket_created: { action: 'ticket_created', description: 'Anda membuat tiket' },
  private_message: { action: 'private_message', description: 'Anda mengirim pesan pribadi' },
  role_changed: { action: 'role_changed', description: 'Peran Anda diubah' },
  profile_updated: { action: 'profile_updated', description: 'Anda memperbarui profil' },
  rating: { action: 'rating', description: 'Anda memberi penilaian aplikasi' },
  signed_out_everywhere: { action: 'signed_out_everywhere', description: 'Anda keluar dari semua perangkat' },
  deactivated: { action: 'deactivated', description: 'Akun Anda dinonaktifkan' },
  reactivated: { action: 'reactivated', description: 'Akun Anda diaktifkan kembali' },
} as const;

export type HistoryKind = keyof typeof HISTORY;

export interface RecordHistoryOptions {
  db: Pick<Database, 'insert'>;
  userId: number;
  kind: HistoryKind;
  /** Appended to the kind's text, e.g. 'menjadi admin' after 'Peran Anda diubah'. */
  detail?: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export async function recordHistory({ db, userId, kind, detail, ipAddress, userAgent }: RecordHistoryOptions) {
  const { action, description } = HISTORY[kind];
  await db.insert(usersHistories).values({
    userId,
    action,
    description: detail ? `${description} ${detail}` : description,
    ipAddress: ipAddress ?? null,
    userAgent: userAgent?.slice(0, 500) ?? null,
  });
}
