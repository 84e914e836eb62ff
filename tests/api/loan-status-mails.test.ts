import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationMails } from '@/server/db/schema';
import { checkLoanStatuses } from '@/server/loans/loan-status-watch';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { useBankSandbox } from '../helpers/bank-sandbox';
import { insertLoan } from '../helpers/loan-fixtures';
import { eventually, giveEmail, useMailWorker } from '../helpers/mail-fixtures';
import { mailsTo, useMailSandbox } from '../helpers/mail-sandbox';
import { DEMO_NIP, userWithNip } from '../helpers/personnel-fixtures';

// My loan application's status changed (docs/notifications.md, E-mail section 3): the bank's new
// status reaches the applicant by mail once, linked to the application.
const ctx = useApiContext();
const bank = useBankSandbox();
const mail = useMailSandbox();
const mailWorker = useMailWorker();
const MINUTE = 60_000;
let owner: SessionUser;
let address: string;

beforeAll(async () => {
  owner = await userWithNip(ctx.db, 'user', DEMO_NIP.user);
  address = await giveEmail(ctx.db, owner);
});

describe('loan status mails', () => {
  it('a status the bank changes is mailed to the applicant once, linked to the application', async () => {
    const loan = await insertLoan(ctx.db, owner, { atBank: true, createdAt: new Date(Date.now() - 10 * MINUTE) });
    const res = await fetch(`${bank.sandbox.url}/__control/applications/${loan.bankApplicationId}/status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'A2' }) });
    expect(res.status).toBe(200);
    expect((await checkLoanStatuses({ db: ctx.db, minAgeMs: MINUTE })).changed).toBe(1);
    // The same status read again changes nothing and queues nothing.
    expect((await checkLoanStatuses({ db: ctx.db, minAgeMs: 0 })).changed).toBe(0);
    await mailWorker.worker.mail.dispatch();
    await eventually(async () => (await ctx.db.select().from(notificationMails).where(eq(notificationMails.userId, owner.id))).every((m) => m.state === 'sent'));
    const received = await mailsTo(mail.sandbox, address);
    expect(received).toHaveLength(1);
    expect(received[0].subject).toBe('[Helpdesk ASN] Status pengajuan Kredit Multiguna (KMG): Dalam Proses');
    expect(received[0].text).toContain(`http://localhost:3000/helpdesk/layanan-keuangan/pengajuan/${loan.id}`);
  });
});
