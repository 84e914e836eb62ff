import { randomUUID } from 'node:crypto';
import { desc, gt } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBankSandbox } from '../../sandboxes/bank/server.mjs';
import { bankCalls } from '@/server/db/schema';
import { flushBankCallLog } from '@/server/gateways/bank/call-log';
import { clearBankProductsCache, getBankGateway } from '@/server/gateways/bank/client';
import { AppError } from '@/server/http/errors';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { useBankSandbox } from '../helpers/bank-sandbox';
import { createUser } from '../helpers/fixtures';
import { applyEnv } from '../helpers/sandbox-lifecycle';

// The bank gateway (server/gateways/bank) against the real sandbox: answers validated, errors
// mapped as docs/public-finance.md section 5 says, and one bank_calls row per HTTP call.
const ctx = useApiContext();
const bank = useBankSandbox({ timeoutMs: 400 });
const gateway = getBankGateway();
const NIP = '198503102010011002';
const terms = { loan_type: 'KKB' as const, basic_salary: 8_000_000, tenor_months: 48, region_code: '3501' };
const DOWN = 'Layanan bank sedang tidak dapat dihubungi. Coba lagi beberapa saat lagi.';

let user: SessionUser;
let seen = 0;
beforeAll(async () => {
  user = await createUser(ctx.db);
});
afterEach(() => bank.sandbox.resetFaults());

/** The bank_calls rows written since the last call of this, oldest first. */
async function newRows() {
  await flushBankCallLog();
  const rows = await ctx.db.select().from(bankCalls).where(gt(bankCalls.id, seen)).orderBy(bankCalls.id);
  seen = rows.at(-1)?.id ?? seen;
  return rows;
}
async function failure(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
const application = (extra: object = {}) => ({ reference: randomUUID(), nip: NIP, name: 'Siti Rahayu', unit: 'Dinas Pendidikan', rank: 'III/b - Penata Muda Tingkat I', ...terms, basic_salary_source: 'siasn' as const, amount: 100_000_000, ...extra });

describe('bank gateway: answers and the call log', () => {
  it('reads the products once in 10 minutes and logs the one call', async () => {
    clearBankProductsCache();
    await newRows();
    const before = bank.sandbox.stats().calls;
    const products = await gateway.products({ userId: user.id });
    expect(products.map((p) => p.code)).toEqual(['KPR', 'KMG', 'KKB']);
    expect(await gateway.products({ userId: null })).toEqual(products);
    expect(bank.sandbox.stats().calls - before).toBe(1);
    expect(await newRows()).toEqual([expect.objectContaining({ method: 'GET', path: '/products', status: 200, outcome: 'ok', userId: user.id, nip: null, loanType: null, errorCode: null })]);
  });

  it('simulates and logs the loan type', async () => {
    const sim = await gateway.simulate(terms, { userId: user.id });
    expect(sim).toMatchObject({ loan_type: 'KKB', rate_pa: 8.25, tenor_months: 48 });
    expect(sim.schedule.at(-1)?.balance).toBe(0);
    expect(await newRows()).toEqual([expect.objectContaining({ method: 'POST', path: '/simulations', status: 200, outcome: 'ok', loanType: 'KKB' })]);
  });

  it("passes a rule's 422 on with the bank's code and message, logged as rejected", async () => {
    const error = await failure(gateway.simulate({ ...terms, tenor_months: 72 }, { userId: user.id }));
    expect(error).toMatchObject({ status: 422, code: 'TENOR_TOO_LONG', message: 'Tenor KKB paling lama 60 bulan.' });
    expect(await newRows()).toEqual([expect.objectContaining({ status: 422, outcome: 'rejected', errorCode: 'TENOR_TOO_LONG' })]);
  });

  it('files an application once per reference, reads it and lists the NIP, logging the NIP but never a query string', async () => {
    const input = application();
    const filed = await gateway.submitApplication(input, { userId: user.id });
    expect(filed).toMatchObject({ reference: input.reference, status: 'A1', status_label: 'Review Dokumen' });
    expect(await gateway.submitApplication({ ...input, amount: 90_000_000 }, { userId: user.id })).toEqual(filed);
    bank.sandbox.setStatus(filed.application_id, 'A2');
    expect(await gateway.application(filed.application_id, { userId: user.id, nip: NIP, loanType: 'KKB' })).toMatchObject({ status: 'A2', status_label: 'Dalam Proses' });
    expect((await gateway.applicationsOf(NIP, { userId: user.id })).map((a) => a.application_id)).toContain(filed.application_id);
    const rows = await newRows();
    // Inserts run concurrently (a pool on PostgreSQL): their ids need not follow the calls' order.
    expect(rows.map((r) => `${r.method} ${r.path} ${r.status} ${r.nip} ${r.loanType}`).sort()).toEqual([
      `GET /applications 200 ${NIP} null`,
      `GET /applications/${filed.application_id} 200 ${NIP} KKB`,
      `POST /applications 200 ${NIP} KKB`,
      `POST /applications 201 ${NIP} KKB`,
    ]);
  });

  it('keeps no name, salary, amount or body in the log: only its columns, the NIP the one personal datum', async () => {
    await gateway.submitApplication(application({ name: 'Nama Rahasia Sekali' }), { userId: user.id });
    const [row] = await newRows();
    expect(Object.keys(row).sort()).toEqual(['at', 'durationMs', 'errorCode', 'id', 'loanType', 'method', 'nip', 'outcome', 'path', 'status', 'userId']);
    const all = JSON.stringify(await ctx.db.select().from(bankCalls));
    for (const secret of ['Nama Rahasia', 'Siti Rahayu', '8000000', '100000000', 'Dinas Pendidikan', bank.sandbox.env.BANK_API_KEY, '?nip']) expect(all).not.toContain(secret);
  });

  it('answers an unknown application 404, and a malformed id 404 without asking the bank', async () => {
    expect(await failure(gateway.application('BJ-2026-999999', { userId: user.id }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await newRows()).toEqual([expect.objectContaining({ status: 404, outcome: 'rejected', errorCode: 'NOT_FOUND' })]);
    expect(await failure(gateway.application('../products', { userId: user.id }))).toMatchObject({ status: 404 });
    expect(await newRows()).toEqual([]);
  });
});

describe('bank gateway: failures', () => {
  it.each([
    ['a 500', { status: 500 }, 'error', 'HTTP_500'],
    ['cut JSON', { body: 'malformed' as const }, 'error', 'MALFORMED'],
    ['an HTML page', { body: 'html' as const, status: 502 }, 'error', 'HTTP_502'],
    ['an HTML page with 200', { body: 'html' as const }, 'error', 'MALFORMED'],
    ['a reset connection', { reset: true }, 'error', 'NETWORK_ERROR'],
  ])('answers %s with BANK_ERROR (502) in Indonesian', async (_name, fault, outcome, errorCode) => {
    await newRows();
    bank.sandbox.setFaults({ ...fault, pathPrefix: '/simulations', times: 1 });
    const error = await failure(gateway.simulate(terms, { userId: user.id }));
    expect(error).toMatchObject({ code: 'BANK_ERROR', status: 502, message: DOWN });
    expect(await newRows()).toEqual([expect.objectContaining({ outcome, errorCode })]);
  });

  it('answers BANK_TIMEOUT (504) past BANK_TIMEOUT_MS, logged as a timeout without a status', async () => {
    bank.sandbox.setFaults({ latencyMs: 1000, pathPrefix: '/simulations', times: 1 });
    const error = await failure(gateway.simulate(terms, { userId: user.id }));
    expect(error).toMatchObject({ code: 'BANK_TIMEOUT', status: 504, message: 'Layanan bank terlalu lama menjawab. Coba lagi beberapa saat lagi.' });
    expect(await newRows()).toEqual([expect.objectContaining({ status: null, outcome: 'timeout', errorCode: 'BANK_TIMEOUT' })]);
  });

  it('answers a refused key with BANK_ERROR (the visitor cannot fix it), logged as unauthorized', async () => {
    const restore = applyEnv({ BANK_API_KEY: 'kunci-salah' });
    try {
      expect(await failure(gateway.simulate(terms, { userId: user.id }))).toMatchObject({ code: 'BANK_ERROR', status: 502 });
    } finally {
      restore();
    }
    expect(await newRows()).toEqual([expect.objectContaining({ status: 401, outcome: 'unauthorized' })]);
  });

  it('answers a bank that is down (a closed port) with BANK_ERROR and its Indonesian message', async () => {
    const gone = await startBankSandbox({ port: 0 });
    await gone.close();
    const restore = applyEnv({ BANK_API_BASE: gone.url });
    try {
      expect(await failure(gateway.simulate(terms, { userId: user.id }))).toMatchObject({ code: 'BANK_ERROR', status: 502, message: DOWN });
    } finally {
      restore();
    }
    expect(await newRows()).toEqual([expect.objectContaining({ status: null, outcome: 'error', errorCode: 'NETWORK_ERROR' })]);
  });

  it('answers BANK_ERROR when BANK_* is not configured, with no call', async () => {
    const restore = applyEnv({ BANK_API_BASE: '' });
    try {
      expect(await failure(gateway.simulate(terms, { userId: user.id }))).toMatchObject({ code: 'BANK_ERROR', status: 502 });
    } finally {
      restore();
    }
    expect(await newRows()).toEqual([]);
  });

  it('a log row that cannot be stored (a user that does not exist) fails nothing', async () => {
    await expect(gateway.simulate(terms, { userId: 2_000_000_000 })).resolves.toMatchObject({ loan_type: 'KKB' });
    await flushBankCallLog();
    const [last] = await ctx.db.select().from(bankCalls).orderBy(desc(bankCalls.id)).limit(1);
    expect(last?.userId).not.toBe(2_000_000_000);
  });
});
