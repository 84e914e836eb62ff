import type { Database } from '@/server/db/client';
import { usersHistories } from '@/server/db/schema';

export const HISTORY = {
  login: { action: 'login', description: 'Anda masuk pada aplikasi' },
  comment: { action: 'comment', description: 'Anda berkomentar' },
} as const;

export type HistoryKind = keyof typeof HISTORY;

export interface RecordHistoryOptions {
  db: Pick<Database, 'insert'>;
  userId: number;
  kind: HistoryKind;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export async function recordHistory({ db, userId, kind, ipAddress, userAgent }: RecordHistoryOptions) {
  await db.insert(usersHistories).values({
    userId,
    ...HISTORY[kind],
    ipAddress: ipAddress ?? null,
    userAgent: userAgent?.slice(0, 500) ?? null,
  });
}
