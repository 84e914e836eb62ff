import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { notificationMails, notificationSettings } from '@/server/db/schema';
import { DEFAULT_DIGEST_HOUR, DIGEST_KIND } from '@/utils/rules/notification-channel';

const WIB_OFFSET_MS = 7 * 3_600_000;

/** The idempotency key of one person's digest of one day (WIB): never two digests a day. */
export const digestMailKey = (userId: number, day: string) => `digest:${userId}:${day}`;

/** Today's date (YYYY-MM-DD) and hour in WIB (UTC+7 all year). */
export function wibClock(now: Date): { day: string; hour: number } {
  const local = new Date(now.getTime() + WIB_OFFSET_MS);
  return { day: local.toISOString().slice(0, 10), hour: local.getUTCHours() };
}

/**
 * The daily digest round (docs/notifications.md, Preferences): for each person whose digest hour
 * (WIB) has come today and who has notifications waiting for the digest (outbox rows in state
 * `digest`), ONE outbox mail `digest:<userId>:<day>` listing them; the waiting rows are folded
 * into it in the same transaction. A second round the same day adds nothing (the key); what
 * arrives after today's digest waits for tomorrow's. Nothing waiting, no mail. Returns the digests written.
 */
export async function queueDigests(db: Database, now = new Date()): Promise<number> {
  const { day, hour } = wibClock(now);
  const waiting = await db
    .select({ id: notificationMails.id, userId: notificationMails.userId, notificationId: notificationMails.notificationId })
    .from(notificationMails)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notificationMails.userId))
    .where(and(eq(notificationMails.state, 'digest'), sql`coalesce(${notificationSettings.digestHour}, ${DEFAULT_DIGEST_HOUR}) <= ${hour}`));
  const byUser = new Map<number, typeof waiting>();
  for (const row of waiting) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  let written = 0;
  for (const [userId, rows] of byUser) {
    written += await db.transaction(async (tx) => {
      const [digest] = await tx
        .insert(notificationMails)
        .values({ key: digestMailKey(userId, day), userId, kind: DIGEST_KIND, digestItems: rows.flatMap((r) => (r.notificationId === null ? [] : [r.notificationId])) })
        .onConflictDoNothing()
        .returning({ id: notificationMails.id });
      if (!digest) return 0;
      await tx.delete(notificationMails).where(inArray(notificationMails.id, rows.map((r) => r.id)));
      return 1;
    });
  }
  return written;
}
