import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import list from '@/pages/api/layanan-keuangan/pengajuan/index';
import one from '@/pages/api/layanan-keuangan/pengajuan/[id]';
import refresh from '@/pages/api/layanan-keuangan/pengajuan/[id]/status';
import { loanApplications } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { LoanApplicationView } from '@/utils/schemas/loans';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';
import { useBankSandbox } from '../helpers/bank-sandbox';
import { insertLoan } from '../helpers/loan-fixtures';
import { DEMO_NIP, userWithNip } from '../helpers/personnel-fixtures';

// docs/public-finance.md section 6: one's own applications, one of them, and its status from the bank.
const ctx = useApiContext();
const bank = useBankSandbox();

let owner: SessionUser;
let other: SessionUser;
type Answer = LoanApplicationView & { code?: string; message?: string };

beforeAll(async () => {
  owner = await userWithNip(ctx.db, 'user', DEMO_NIP.user);
  other = await createUser(ctx.db, { role: 'admin' });
});

const getList = (user: SessionUser, query = '') => ctx.api.call<Paginated<LoanApplicationView>>(list, { path: `/layanan-keuangan/pengajuan${query}`, user });
const getOne = (user: SessionUser | null, id: string) => ctx.api.call<Answer>(one, { path: `/layanan-keuangan/pengajuan/${id}`, params: { id }, user });
const postStatus = (user: SessionUser, id: string) =>
  ctx.api.call<Answer>(refresh, { method: 'POST', path: `/layanan-keuangan/pengajuan/${id}/status`, params: { id }, user });

describe('GET /layanan-keuangan/pengajuan', () => {
  it('lists only one\'s own applications, newest first, paginated', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 3));
    const mine = [await insertLoan(ctx.db, owner, { createdAt: day(1) }), await insertLoan(ctx.db, owner, { createdAt: day(3) }), await insertLoan(ctx.db, owner, { createdAt: day(2) })];
    const theirs = await insertLoan(ctx.db, other, { createdAt: day(4) });
    const first = await getList(owner, '?page=1&limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.body.data.map((l) => l.id)).toEqual([mine[1].id, mine[2].id]);
    const second = await getList(owner, '?page=2&limit=2');
    expect(second.body.data.map((l) => l.id)).toEqual([mine[0].id]);
    expect(JSON.stringify([first.body, second.body])).not.toContain(theirs.id);
    expect((await getList(other)).body.data.map((l) => l.id)).toEqual([theirs.id]);
  });

  it('answers a bad page with 400', async () => {
    expect((await getList(owner, '?page=0')).status).toBe(400);
    expect((await getList(owner, '?limit=1000')).status).toBe(400);
  });
});

describe('GET /layanan-keuangan/pengajuan/{id}', () => {
  it('shows the owner their application with the status label', async () => {
    const loan = await insertLoan(ctx.db, owner, { status: 'A2' });
    const res = await getOne(owner, loan.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: loan.id, status: 'A2', status_label: 'Dalam Proses', amount: 50_000_000, rate_pa: 9.25 });
  });

  it('is 404 for anyone else (an admin too) and for an unknown id; 400 for a malformed one, never 500', async () => {
    const loan = await insertLoan(ctx.db, owner);
    expect((await getOne(other, loan.id)).status).toBe(404);
    expect((await getOne(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    for (const bad of ['abc', '1', "' or 1=1 --", `${loan.id}x`]) expect((await getOne(owner, bad)).status).toBe(400);
    expect((await getOne(null, loan.id)).status).toBe(401);
  });
});

describe('POST /layanan-keuangan/pengajuan/{id}/status', () => {
  it('asks the bank: A1 -> A2 after the sandbox moved it, stored with the time of the check', async () => {
    const loan = await insertLoan(ctx.db, owner, { atBank: true, createdAt: new Date(Date.now() - 60_000) });
    const unchanged = await postStatus(owner, loan.id);
    expect(unchanged.status, JSON.stringify(unchanged.body)).toBe(200);
    expect(unchanged.body.status).toBe('A1');

    const control = await fetch(`${bank.sandbox.url}/__control/applications/${loan.bankApplicationId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'A2' }),
    });
    expect(control.status).toBe(200);
    const res = await postStatus(owner, loan.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: loan.id, status: 'A2', status_label: 'Dalam Proses' });
    expect(new Date(res.body.status_checked_at).getTime()).toBeGreaterThan(loan.statusCheckedAt.getTime());
    const [row] = await ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loan.id));
    expect(row.status).toBe('A2');
  });

  it('is 404 for someone else\'s application, with no call to the bank', async () => {
    const loan = await insertLoan(ctx.db, owner, { atBank: true });
    const calls = bank.sandbox.stats().calls;
    expect((await postStatus(other, loan.id)).status).toBe(404);
    expect(bank.sandbox.stats().calls).toBe(calls);
  });

  it('bank down: 502 BANK_ERROR and the stored status unchanged', async () => {
    const loan = await insertLoan(ctx.db, owner, { atBank: true });
    bank.sandbox.setFaults({ status: 503 });
    try {
      const res = await postStatus(owner, loan.id);
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('BANK_ERROR');
    } finally {
      bank.sandbox.resetFaults();
    }
    const [row] = await ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loan.id));
    expect(row.statusCheckedAt.getTime()).toBe(loan.statusCheckedAt.getTime());
  });
});
