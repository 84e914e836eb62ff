import { and, asc, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { loanApplications } from '@/server/db/schema';
import { getBankGateway } from '@/server/gateways/bank/client';
import { startPeriodicRound } from '@/server/jobs/periodic-round';
import { getLogger } from '@/server/log';
import { notifyUsers } from '@/server/notifications/notify-users';
import { financeText } from '@/locales/id/finance';
import { loanStatusLabel } from '@/utils/rules/loan-status';

const t = financeText.notification;
type LoanApplication = typeof loanApplications.$inferSelect;
/** A batch per round: the bank is asked one application at a time. */
const BATCH = 50;

/**
 * Stores the bank's status of one application and, when it changed, tells its owner through the
 * notifications (a link to the application). Update and notification go in one transaction; a
 * second round that reads the same status again changes nothing and sends nothing.
 */
export async function applyLoanStatus(db: Database, row: LoanApplication, status: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(loanApplications)
      .set({ status: status as LoanApplication['status'], statusCheckedAt: now, ...(status !== row.status ? { updatedAt: now } : {}) })
      .where(and(eq(loanApplications.id, row.id), ne(loanApplications.status, status as LoanApplication['status'])))
      .returning({ id: loanApplications.id });
    if (!changed) {
      await tx.update(loanApplications).set({ statusCheckedAt: now }).where(eq(loanApplications.id, row.id));
      return false;
    }
    await notifyUsers(tx, {
      toUserIds: [row.userId],
      fromUserId: null,
      type: 'loan_status',
      link: `/layanan-keuangan/pengajuan/${row.id}`,
      title: t.title(financeText.products[row.loanType].name, loanStatusLabel(status)),
      content: t.content(row.bankApplicationId),
    });
    return true;
  });
}

/**
 * One round: the applications the bank has not yet decided (not A3), checked longest ago first and
 * not within `minAgeMs`, are asked of the bank; a change becomes a notification. A failed call
 * leaves that application for the next round.
 */
export async function checkLoanStatuses({ db, now = new Date(), minAgeMs }: { db: Database; now?: Date; minAgeMs: number }): Promise<{ checked: number; changed: number }> {
  const due = await db
    .select()
    .from(loanApplications)
    .where(and(ne(loanApplications.status, 'A3'), lt(loanApplications.statusCheckedAt, new Date(now.getTime() - minAgeMs))))
    .orderBy(asc(loanApplications.statusCheckedAt))
    .limit(BATCH);
  let changed = 0;
  for (const row of due) {
    try {
      const answer = await getBankGateway().application(row.bankApplicationId, { userId: row.userId, nip: row.nip, loanType: row.loanType });
      if (answer.reference !== row.id) continue;
      if (await applyLoanStatus(db, row, answer.status, now)) changed += 1;
    } catch (err) {
      getLogger().warn({ err, application: row.bankApplicationId }, 'loan status check failed');
    }
  }
  return { checked: due.length, changed };
}

/** Every `intervalMs` a round (with the job worker): statuses arrive without "Perbarui status". */
export function startLoanStatusWatch(db: () => Promise<Database>, intervalMs: number): { stop(): void } {
  return startPeriodicRound('loan status', db, intervalMs, (handle) => checkLoanStatuses({ db: handle, minAgeMs: intervalMs }));
}
