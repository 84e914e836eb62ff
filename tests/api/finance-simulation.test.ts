import { beforeAll, describe, expect, it } from 'vitest';
import productsRoute from '@/pages/api/layanan-keuangan/products';
import simulasiRoute from '@/pages/api/layanan-keuangan/simulasi';
import { bankCalls } from '@/server/db/schema';
import { flushBankCallLog } from '@/server/gateways/bank/call-log';
import type { BankProduct, Simulation } from '@/utils/schemas/bank';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { useBankSandbox } from '../helpers/bank-sandbox';
import { createUser } from '../helpers/fixtures';

// GET /layanan-keuangan/products and POST /layanan-keuangan/simulasi (docs/public-finance.md section 6).
const ctx = useApiContext();
const bank = useBankSandbox({ timeoutMs: 400 });

let user: SessionUser;
beforeAll(async () => {
  user = await createUser(ctx.db);
});

const products = (as: SessionUser | null = user) => ctx.api.call<{ data: BankProduct[] }>(productsRoute, { path: '/layanan-keuangan/products', user: as });
const simulate = (body: unknown, as: SessionUser | null = user) =>
  ctx.api.call<Simulation & { code?: string; message?: string }>(simulasiRoute, { method: 'POST', path: '/layanan-keuangan/simulasi', body, user: as });
const terms = { loan_type: 'KPR', basic_salary: 5_000_000, tenor_months: 120, region_code: '3578' };

describe('GET /layanan-keuangan/products', () => {
  it("answers the bank's products to anyone signed in, 401 to visitors", async () => {
    const res = await products();
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => `${p.code} ${p.rate_pa}`)).toEqual(['KPR 7.5', 'KMG 9.25', 'KKB 8.25']);
    expect((await products(null)).status).toBe(401);
  });

  it('sends nothing of the partner credentials to the browser', async () => {
    const res = await products();
    const text = JSON.stringify(res.body) + JSON.stringify([...res.headers]);
    expect(text).not.toContain(bank.sandbox.env.BANK_API_KEY);
    expect(text).not.toContain(bank.sandbox.env.BANK_PARTNER_ID);
  });
});

describe('POST /layanan-keuangan/simulasi', () => {
  it("answers the bank's simulation: the maximum, the instalment, the fees and the schedule", async () => {
    const res = await simulate({ ...terms, amount: 100_000_000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ loan_type: 'KPR', max_installment: 2_500_000, max_amount: 210_600_000, amount: 100_000_000, monthly_installment: 1_187_018 });
    expect(res.body.fees.total).toBe(2_250_000);
    expect(res.body.schedule).toHaveLength(120);
    await flushBankCallLog();
    const rows = await ctx.db.select().from(bankCalls);
    expect(rows.at(-1)).toMatchObject({ path: '/simulations', outcome: 'ok', userId: user.id, loanType: 'KPR', nip: null });
  });

  it("passes the bank's rules on as 422 with its code and message", async () => {
    const high = await simulate({ ...terms, amount: 300_000_000 });
    expect(high.status).toBe(422);
    expect(high.body).toMatchObject({ code: 'AMOUNT_TOO_HIGH', message: expect.stringContaining('Rp 210.600.000') });
    expect((await simulate({ ...terms, loan_type: 'KKB', tenor_months: 61 })).body).toMatchObject({ code: 'TENOR_TOO_LONG' });
  });

  it.each([
    ['a salary under 1 000 000', { basic_salary: 999_999 }],
    ['a salary over 100 000 000', { basic_salary: 100_000_001 }],
    ['a fractional salary', { basic_salary: 5_000_000.5 }],
    ['a tenor of 0', { tenor_months: 0 }],
    ['a tenor over 300', { tenor_months: 301 }],
    ['a region outside East Java', { region_code: '3201' }],
    ['a region as a number', { region_code: 3578 }],
    ['an unknown loan type', { loan_type: 'KTA' }],
    ['a negative amount', { amount: -1 }],
  ])('refuses %s with 400 before asking the bank', async (_name, change) => {
    const before = bank.sandbox.stats().calls;
    const res = await simulate({ ...terms, ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(bank.sandbox.stats().calls).toBe(before);
  });

  it('answers BANK_ERROR (502) in Indonesian when the bank fails, BANK_TIMEOUT (504) when it is slow', async () => {
    bank.sandbox.setFaults({ status: 503, times: 1 });
    expect((await simulate(terms)).body).toMatchObject({ code: 'BANK_ERROR', message: 'Layanan bank sedang tidak dapat dihubungi. Coba lagi beberapa saat lagi.' });
    bank.sandbox.setFaults({ latencyMs: 1000, times: 1 });
    const slow = await simulate(terms);
    expect(slow.status).toBe(504);
    expect(slow.body.code).toBe('BANK_TIMEOUT');
    bank.sandbox.resetFaults();
  });

  it('is 401 for visitors', async () => {
    expect((await simulate(terms, null)).status).toBe(401);
  });
});
