import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import listNotifications from '@/pages/api/notifications/index';
import { loanApplications, notifications } from '@/server/db/schema';
import { checkLoanStatuses } from '@/server/loans/loan-status-watch';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { useBankSandbox } from '../helpers/bank-sandbox';
import { insertLoan } from '../helpers/loan-fixtures';
import { DEMO_NIP, userWithNip } from '../helpers/personnel-fixtures';

// Issue 31: a status the bank changes reaches the applicant as a notification, without "Perbarui status".
const ctx = useApiContext();
const bank = useBankSandbox();
const MINUTE = 60_000;
let owner: SessionUser;

beforeAll(async () => {
  owner = await userWithNip(ctx.db, 'user', DEMO_NIP.user);
});

const setBankStatus = async (applicationId: string, status: string) => {
  const res = await fetch(`${bank.sandbox.url}/__control/applications/${applicationId}/status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }) });
  expect(res.status).toBe(200);
};
const notesOf = (userId: number) => ctx.db.select().from(notifications).where(eq(notifications.toUserId, userId));
const storedStatus = async (id: string) => (await ctx.db.select().from(loanApplications).where(eq(loanApplications.id, id)))[0];

describe('the bank status watch', () => {
  it('stores a changed status and notifies the owner once, linked to the application', async () => {
    const loan = await insertLoan(ctx.db, owner, { atBank: true, createdAt: new Date(Date.now() - 10 * MINUTE) });
    await setBankStatus(loan.bankApplicationId, 'A2');
    const before = (await notesOf(owner.id)).length;

    expect((await checkLoanStatuses({ db: ctx.db, minAgeMs: MINUTE })).changed).toBe(1);
    expect((await storedStatus(loan.id)).status).toBe('A2');
    const notes = await notesOf(owner.id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toMatchObject({
      type: 'loan_status',
      fromUserId: null,
      link: `/layanan-keuangan/pengajuan/${loan.id}`,
      title: 'Status pengajuan Kredit Multiguna (KMG): Dalam Proses',
      content: `Bank memperbarui pengajuan nomor ${loan.bankApplicationId}.`,
    });
    // The owner reads it in their notifications.
    const listed = await ctx.api.call<{ data: { title: string }[] }>(listNotifications, { path: '/notifications', user: owner });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((n) => n.title)).toContain('Status pengajuan Kredit Multiguna (KMG): Dalam Proses');

    // The same status read again: checked, nothing sent.
    expect((await checkLoanStatuses({ db: ctx.db, now: new Date(Date.now() + 2 * MINUTE), minAgeMs: MINUTE })).changed).toBe(0);
    expect(await notesOf(owner.id)).toHaveLength(before + 1);
  });

  it('asks nothing about approved applications nor ones checked within the interval', async () => {
    await insertLoan(ctx.db, owner, { status: 'A3', createdAt: new Date(Date.now() - 10 * MINUTE) });
    await insertLoan(ctx.db, owner, { atBank: true });
    const calls = bank.sandbox.stats().calls;
    const round = await checkLoanStatuses({ db: ctx.db, minAgeMs: 5 * MINUTE });
    expect(round.checked).toBe(0);
    expect(bank.sandbox.stats().calls).toBe(calls);
  });

  it('the bank down: nothing stored, nothing sent, the application waits for the next round', async () => {
    const loan = await insertLoan(ctx.db, owner, { atBank: true, createdAt: new Date(Date.now() - 10 * MINUTE) });
    const before = (await notesOf(owner.id)).length;
    bank.sandbox.setFaults({ status: 503 });
    try {
      expect(await checkLoanStatuses({ db: ctx.db, minAgeMs: MINUTE })).toMatchObject({ changed: 0 });
    } finally {
      bank.sandbox.resetFaults();
    }
    expect((await storedStatus(loan.id)).statusCheckedAt.getTime()).toBe(loan.statusCheckedAt.getTime());
    expect(await notesOf(owner.id)).toHaveLength(before);
  });
});
