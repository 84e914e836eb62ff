import { and, asc, eq, gt, inArray, isNull, notExists } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { biodataResultNotices, siasnWrites, users } from '@/server/db/schema';
import { startPeriodicRound } from '@/server/jobs/periodic-round';
import { getLogger } from '@/server/log';
import { notifyUsers } from '@/server/notifications/notify-users';
import { notificationEventText as t } from '@/locales/id/notification-events';
import { readDataUtama } from './read-section';
import { changesApplied, requestedChanges } from './writes/biodata';

export const BIODATA_RESULT = 'biodata_result';
export const BIODATA_LINK = '/pemutakhiran-data/ubah-data';
/** Requests looked at per round; the rest wait for the next one. */
const BATCH = 200;
/** SIASN applies within 2x24 hours; a request is watched for a week, then no more. */
const WATCH_DAYS = 7;

type Request = Pick<typeof siasnWrites.$inferSelect, 'id' | 'nip' | 'userId' | 'outcome' | 'request' | 'gatewayMessage'>;

/**
 * Records the result and tells the person whose NIP it is, in one transaction, once (the notice's
 * primary key). A refusal comes from whoever sent the request, so a person who sent it (and saw
 * SIASN's answer on the form) is not told again; staff sending it for them makes them hear of it,
 * with SIASN's reason.
 */
async function tell(db: Database, request: Request, result: 'applied' | 'refused'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx.insert(biodataResultNotices).values({ writeId: request.id, result }).onConflictDoNothing().returning({ id: biodataResultNotices.writeId });
    if (!recorded) return false;
    const people = await tx.select({ id: users.id }).from(users).where(and(eq(users.employeeNumber, request.nip), isNull(users.deactivatedAt)));
    await notifyUsers(tx, {
      toUserIds: people.map((p) => p.id),
      fromUserId: result === 'refused' ? request.userId : null,
      type: BIODATA_RESULT,
      link: BIODATA_LINK,
      title: result === 'applied' ? t.biodataApplied : t.biodataRefused,
      content: result === 'refused' ? request.gatewayMessage : null,
    });
    return true;
  });
}

/**
 * One round (docs/notifications.md, E-mail section 3): the Ubah Biodata requests of the last week
 * without a result yet. A refused one is told at once; an accepted one is told applied once data
 * utama shows every change, read per NIP through the cache (at most once per `minAgeMs`). A NIP
 * whose read fails or answers a stale copy waits for the next round. Returns how many results were recorded.
 */
export async function checkBiodataResults({ db, now = new Date(), minAgeMs }: { db: Database; now?: Date; minAgeMs: number }): Promise<{ results: number }> {
  const open = await db
    .select({ id: siasnWrites.id, nip: siasnWrites.nip, userId: siasnWrites.userId, outcome: siasnWrites.outcome, request: siasnWrites.request, gatewayMessage: siasnWrites.gatewayMessage })
    .from(siasnWrites)
    .where(and(
      eq(siasnWrites.type, 'biodata'),
      inArray(siasnWrites.outcome, ['ok', 'rejected']),
      gt(siasnWrites.at, new Date(now.getTime() - WATCH_DAYS * 86_400_000)),
      notExists(db.select({ id: biodataResultNotices.writeId }).from(biodataResultNotices).where(eq(biodataResultNotices.writeId, siasnWrites.id))),
    ))
    .orderBy(asc(siasnWrites.at))
    .limit(BATCH);
  let results = 0;
  const accepted = new Map<string, Request[]>();
  for (const request of open) {
    if (request.outcome === 'rejected') results += Number(await tell(db, request, 'refused'));
    else accepted.set(request.nip, [...(accepted.get(request.nip) ?? []), request]);
  }
  for (const [nip, requests] of accepted) {
    try {
      const current = await readDataUtama({ nip, actor: null, freshSeconds: Math.floor(minAgeMs / 1000) });
      if (current.stale) continue;
      for (const request of requests) if (changesApplied(requestedChanges(request), current.value)) results += Number(await tell(db, request, 'applied'));
    } catch (err) {
      getLogger().warn({ err, nip }, 'biodata result check failed');
    }
  }
  return { results };
}

/** Every `intervalMs` a round (with the job worker). */
export function startBiodataResultWatch(db: () => Promise<Database>, intervalMs: number): { stop(): void } {
  return startPeriodicRound('biodata result', db, intervalMs, (handle) => checkBiodataResults({ db: handle, minAgeMs: intervalMs }));
}
