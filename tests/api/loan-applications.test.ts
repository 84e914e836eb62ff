import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import apply from '@/pages/api/layanan-keuangan/pengajuan/index';
import profile from '@/pages/api/layanan-keuangan/profil';
import { readDataUtama } from '@/server/siasn/read-section';
import type { LoanApplicant, LoanApplicationView } from '@/utils/schemas/loans';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { useBankSandbox } from '../helpers/bank-sandbox';
import { loanBody, loanRowsOf } from '../helpers/loan-fixtures';
import { DEMO_NIP, UNKNOWN_NIP, demoUsers, userWithNip } from '../helpers/personnel-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

// docs/public-finance.md section 6: the prefill and the application, against the SIASN and bank sandboxes.
const ctx = useApiContext();
useSiasnSandbox();
const bank = useBankSandbox();

let pns: SessionUser;
let agent: SessionUser;
let noNip: SessionUser;
let unknown: SessionUser;
type Answer = LoanApplicationView & { code?: string; message?: string };

beforeAll(async () => {
  ({ pns, agent } = await demoUsers(ctx.db));
  noNip = await userWithNip(ctx.db, 'user', null);
  unknown = await userWithNip(ctx.db, 'user', UNKNOWN_NIP);
});
beforeEach(() => bank.sandbox.resetFaults());

const post = (user: SessionUser, body: unknown) => ctx.api.call<Answer>(apply, { method: 'POST', path: '/layanan-keuangan/pengajuan', body, user });
const bankCalls = () => bank.sandbox.stats().calls;

describe('GET /layanan-keuangan/profil', () => {
  it('prefills name with titles, NIP, unit and rank "golongan - pangkat" from SIASN data utama', async () => {
    const res = await ctx.api.call<LoanApplicant>(profile, { path: '/layanan-keuangan/profil', user: pns });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const utama = (await readDataUtama({ nip: DEMO_NIP.user, actor: pns.id })).value as Record<string, string>;
    expect(res.body).toMatchObject({ nip: DEMO_NIP.user, unit: utama.unorNama, rank: `${utama.golRuangAkhir} - ${utama.pangkatAkhir}` });
    expect(res.body.name).toContain(utama.nama);
    if (utama.gelarBelakang) expect(res.body.name).toContain(`, ${utama.gelarBelakang}`);
    expect(res.body.rank).toMatch(/^[IV]+\/[a-e] - \S/);
    // The lokasi kerja suggests the simulation's region (issue 31), one of the 38 codes.
    expect(res.body.region_code).toBe(utama.lokasiKerjaId);
    expect(res.body.region_code).toMatch(/^35(0\d|1\d|2\d|7\d)$/);
  });

  it('refuses an account without a NIP (403 NO_NIP) and a NIP unknown to SIASN (403 NOT_ASN), in Indonesian', async () => {
    const none = await ctx.api.call<Answer>(profile, { path: '/layanan-keuangan/profil', user: noNip });
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ code: 'NO_NIP', message: expect.stringContaining('ASN') });
    const stranger = await ctx.api.call<Answer>(profile, { path: '/layanan-keuangan/profil', user: unknown });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ code: 'NOT_ASN', message: expect.stringContaining('SIASN') });
  });

  it('asks for a session', async () => {
    expect((await ctx.api.call(profile, { path: '/layanan-keuangan/profil', user: null })).status).toBe(401);
  });
});

describe('POST /layanan-keuangan/pengajuan', () => {
  it('files an application on the own NIP: 201 with A1, the bank number and one row with SIASN data (never the client\'s)', async () => {
    const before = (await loanRowsOf(ctx.db, pns.id)).length;
    const res = await post(pns, { ...loanBody(DEMO_NIP.user), name: 'Nama Palsu', unit: 'Unit Palsu', rank: 'IV/e - Palsu' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ nip: DEMO_NIP.user, loan_type: 'KMG', amount: 50_000_000, tenor_months: 60, status: 'A1', status_label: 'Review Dokumen', rate_pa: 9.25 });
    expect(res.body.bank_application_id).toMatch(/^BJ-\d{4}-\d{6}$/);
    expect(res.body.monthly_installment).toBeGreaterThan(50_000_000 / 60);
    const rows = await loanRowsOf(ctx.db, pns.id);
    expect(rows).toHaveLength(before + 1);
    const row = rows.find((r) => r.id === res.body.id);
    const profileNow = (await ctx.api.call<LoanApplicant>(profile, { path: '/layanan-keuangan/profil', user: pns })).body;
    expect(row).toMatchObject({ name: profileNow.name, unit: profileNow.unit, rank: profileNow.rank, bankApplicationId: res.body.bank_application_id });
    expect(JSON.stringify(row)).not.toContain('Palsu');
    // Our id is the bank's reference: a retry never files twice.
    expect(bank.sandbox.application(res.body.bank_application_id)).toMatchObject({ reference: res.body.id, status: 'A1' });
  });

  // Issue 30: a self-declared salary (26 times SIASN's) was filed next to SIASN's name and rank as if it were the record.
  it("keeps SIASN's gaji pokok as SIASN's, and a different figure as the applicant's own, sent and shown as declared", async () => {
    const salary = (await ctx.api.call<LoanApplicant>(profile, { path: '/layanan-keuangan/profil', user: pns })).body.basic_salary;
    expect(salary).toBeGreaterThan(0);
    const asRecorded = await post(pns, loanBody(DEMO_NIP.user, { basic_salary: salary, amount: 20_000_000 }));
    expect(asRecorded.status, JSON.stringify(asRecorded.body)).toBe(201);
    expect(asRecorded.body).toMatchObject({ basic_salary: salary, basic_salary_source: 'siasn' });
    const inflated = await post(pns, loanBody(DEMO_NIP.user, { basic_salary: salary! * 26 }));
    expect(inflated.status, JSON.stringify(inflated.body)).toBe(201);
    expect(inflated.body).toMatchObject({ basic_salary: salary! * 26, basic_salary_source: 'declared' });
    const rows = await loanRowsOf(ctx.db, pns.id);
    expect(rows.find((row) => row.id === inflated.body.id)?.basicSalarySource).toBe('declared');
  });

  it.each([
    ['someone else\'s NIP', () => post(agent, loanBody(DEMO_NIP.user)), 'FORBIDDEN'],
    ['an account without a NIP', () => post(noNip, loanBody(DEMO_NIP.user)), 'NO_NIP'],
    ['a NIP unknown to SIASN (own)', () => post(unknown, loanBody(UNKNOWN_NIP)), 'NOT_ASN'],
  ])('refuses %s: 403, no row and no call to the bank', async (_name, send, code) => {
    const calls = bankCalls();
    const rows = [...(await loanRowsOf(ctx.db, agent.id)), ...(await loanRowsOf(ctx.db, noNip.id)), ...(await loanRowsOf(ctx.db, unknown.id))];
    const res = await send();
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.code).toBe(code);
    expect(bankCalls()).toBe(calls);
    expect(rows).toHaveLength(0);
    expect([...(await loanRowsOf(ctx.db, agent.id)), ...(await loanRowsOf(ctx.db, noNip.id)), ...(await loanRowsOf(ctx.db, unknown.id))]).toHaveLength(0);
  });

  it('bank down: 502 BANK_ERROR in Indonesian and no row', async () => {
    const before = (await loanRowsOf(ctx.db, pns.id)).length;
    bank.sandbox.setFaults({ status: 503 });
    const res = await post(pns, loanBody(DEMO_NIP.user));
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'BANK_ERROR', message: 'Layanan bank sedang tidak dapat dihubungi. Coba lagi beberapa saat lagi.' });
    expect(await loanRowsOf(ctx.db, pns.id)).toHaveLength(before);
  });

  it('the bank failing on the filing itself (after a good simulation) writes nothing either', async () => {
    const before = (await loanRowsOf(ctx.db, pns.id)).length;
    const filed = bank.sandbox.stats().applications;
    bank.sandbox.setFaults({ status: 500, pathPrefix: '/applications' });
    const res = await post(pns, loanBody(DEMO_NIP.user));
    expect(res.status).toBe(502);
    expect(await loanRowsOf(ctx.db, pns.id)).toHaveLength(before);
    expect(bank.sandbox.stats().applications).toBe(filed);
  });

  it('a rule of the bank (amount too high) passes through as 422 with its code and message; no row', async () => {
    const before = (await loanRowsOf(ctx.db, pns.id)).length;
    const res = await post(pns, loanBody(DEMO_NIP.user, { amount: 490_000_000 }));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ code: 'AMOUNT_TOO_HIGH', message: expect.any(String) });
    expect(await loanRowsOf(ctx.db, pns.id)).toHaveLength(before);
  });

  it.each([
    ['a tenor above 300', { tenor_months: 301 }],
    ['a region outside the 38', { region_code: '3530' }],
    ['no amount', { amount: undefined }],
    ['a malformed NIP', { nip: '123' }],
  ])('answers %s with 400 before anything else', async (_name, overrides) => {
    const calls = bankCalls();
    const res = await post(pns, loanBody(DEMO_NIP.user, overrides));
    expect(res.status).toBe(400);
    expect(bankCalls()).toBe(calls);
  });
});
