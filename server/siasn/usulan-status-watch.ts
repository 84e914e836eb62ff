import { and, asc, eq, gt, lt, notExists } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { siasnWrites, usulanStatusWatch } from '@/server/db/schema';
import { startPeriodicRound } from '@/server/jobs/periodic-round';
import { getLogger } from '@/server/log';
import { notifyUsers } from '@/server/notifications/notify-users';
import { notificationEventText as t } from '@/locales/id/notification-events';
import { usulanServiceById, usulanStatusText } from '@/utils/catalogue/usulan';
import { fieldText as text } from '@/utils/rules/personnel-text';
import { usulanStage } from '@/utils/rules/usulan-status';
import { readOwnUsulan } from './agency-usulan';

export const USULAN_STATUS = 'usulan_status';
export const USULAN_INBOX_LINK = '/pemutakhiran-data/usulan-siasn/inbox-usulan';
/** Proposals looked at per round; the rest wait for the next one. */
const BATCH = 500;
/** Proposals sent from the portal longer ago than this when the watch first runs are not watched. */
const WATCH_SINCE_DAYS = 30;
/** Every proposal starts at Input Berkas (siasn-protocol.md 6.5): the first status seen is told when it is another. */
const FIRST_STATUS = '1';

type Watched = typeof usulanStatusWatch.$inferSelect;
type Row = Record<string, unknown>;

const isFinal = (code: string) => ['refused', 'done'].includes(usulanStage(code));

/** Proposals the portal sent (an accepted `submit` in siasn_writes with SIASN's id) start being watched. */
async function watchNewProposals(db: Database, now: Date): Promise<void> {
  const since = new Date(now.getTime() - WATCH_SINCE_DAYS * 86_400_000);
  const sent = await db
    .select({ usulanId: siasnWrites.riwayatId, nip: siasnWrites.nip, userId: siasnWrites.userId })
    .from(siasnWrites)
    .where(and(eq(siasnWrites.type, 'usulan'), eq(siasnWrites.action, 'submit'), eq(siasnWrites.outcome, 'ok'), gt(siasnWrites.at, since), notExists(db.select({ id: usulanStatusWatch.usulanId }).from(usulanStatusWatch).where(eq(usulanStatusWatch.usulanId, siasnWrites.riwayatId)))))
    .orderBy(asc(siasnWrites.at));
  const rows = sent.flatMap(({ usulanId, nip, userId }) => (usulanId && userId ? [{ usulanId, nip, userId, statusCode: FIRST_STATUS, checkedAt: new Date(0) }] : []));
  if (rows.length > 0) await db.insert(usulanStatusWatch).values(rows).onConflictDoNothing();
}

/** Stores the status SIASN shows now; when it moved, tells the owner in the same transaction, once. */
async function applyStatus(db: Database, watched: Watched, row: Row, now: Date): Promise<boolean> {
  const code = text(row.status_usulan ?? row.statusUsulan);
  if (!code || code === watched.statusCode) {
    await db.update(usulanStatusWatch).set({ checkedAt: now }).where(eq(usulanStatusWatch.usulanId, watched.usulanId));
    return false;
  }
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(usulanStatusWatch)
      .set({ statusCode: code, isFinal: isFinal(code), checkedAt: now })
      .where(and(eq(usulanStatusWatch.usulanId, watched.usulanId), eq(usulanStatusWatch.statusCode, watched.statusCode)))
      .returning({ userId: usulanStatusWatch.userId });
    if (!moved) return false;
    const service = text(row.jenis_layanan_nama) || (usulanServiceById(row.jenis_layanan_id)?.title ?? '');
    await notifyUsers(tx, {
      toUserIds: [moved.userId],
      fromUserId: null,
      type: USULAN_STATUS,
      link: USULAN_INBOX_LINK,
      title: t.usulanStatus(service, usulanStatusText(code, row.status_usulan_nama ?? row.statusUsulanNama)),
    });
    return true;
  });
}

/**
 * One round (docs/notifications.md, E-mail section 3): the portal's proposals that are not final
 * and were not looked at within `minAgeMs` are compared, NIP by NIP, with SIASN's agency list
 * (read once for everyone through the cache, at most once per `minAgeMs`); a moved status tells
 * the owner once. A NIP whose read fails or answers a stale copy waits for the next round.
 */
export async function checkUsulanStatuses({ db, now = new Date(), minAgeMs }: { db: Database; now?: Date; minAgeMs: number }): Promise<{ checked: number; moved: number }> {
  await watchNewProposals(db, now);
  const due = await db
    .select()
    .from(usulanStatusWatch)
    .where(and(eq(usulanStatusWatch.isFinal, false), lt(usulanStatusWatch.checkedAt, new Date(now.getTime() - minAgeMs))))
    .orderBy(asc(usulanStatusWatch.checkedAt))
    .limit(BATCH);
  const byNip = new Map<string, Watched[]>();
  for (const w of due) byNip.set(w.nip, [...(byNip.get(w.nip) ?? []), w]);
  let checked = 0;
  let moved = 0;
  for (const [nip, watched] of byNip) {
    try {
      const list = await readOwnUsulan({ nip, actor: null, freshSeconds: Math.floor(minAgeMs / 1000) });
      if (list.stale) continue;
      for (const w of watched) {
        const row = list.value.find((candidate) => text(candidate.id) === w.usulanId);
        if (!row) continue;
        checked += 1;
        if (await applyStatus(db, w, row, now)) moved += 1;
      }
    } catch (err) {
      getLogger().warn({ err, nip }, 'usulan status check failed');
    }
  }
  return { checked, moved };
}

/** Every `intervalMs` a round (with the job worker): a moved proposal reaches its owner without opening the inbox. */
export function startUsulanStatusWatch(db: () => Promise<Database>, intervalMs: number): { stop(): void } {
  return startPeriodicRound('usulan status', db, intervalMs, (handle) => checkUsulanStatuses({ db: handle, minAgeMs: intervalMs }));
}
