import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { revokedSessions, users } from '@/server/db/schema';
import { recordHistory } from '@/server/users/histories';
import { forgetSessionState } from './session-state-cache';

/**
 * "Keluar dari semua perangkat": raises the user's session version, so every token issued before
 * (this device's too) stops working on its next request.
 */
export async function endAllSessions(db: Database, userId: number, meta: { ipAddress?: string | null; userAgent?: string | null } = {}) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, userId));
    await recordHistory({ db: tx, userId, kind: 'signed_out_everywhere', ...meta });
  });
  await forgetSessionState(userId);
}

export interface EndedSession {
  sid: string;
  userId: number;
  /** When the token would have expired: the row is needed until then. */
  expiresAt: Date;
}

/** Signing out on one device: that session's `sid` is refused until its token would have expired. */
export async function endSession(db: Database, { sid, userId, expiresAt }: EndedSession) {
  await db.transaction(async (tx) => {
    await tx.delete(revokedSessions).where(and(eq(revokedSessions.userId, userId), lte(revokedSessions.expiresAt, new Date())));
    await tx.insert(revokedSessions).values({ sid, userId, expiresAt }).onConflictDoNothing();
  });
  await forgetSessionState(userId);
}
