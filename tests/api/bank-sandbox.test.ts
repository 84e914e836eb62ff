import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBankSandbox, type BankSandbox } from '../../sandboxes/bank/server.mjs';

// The bank sandbox's own protocol (docs/public-finance.md section 5), spoken to over HTTP.
let bank: BankSandbox;
let clock = Date.parse('2026-11-27T03:00:00Z');
const STEP = 120;
beforeAll(async () => {
  bank = await startBankSandbox({ port: 0, stepSeconds: STEP, now: () => clock });
});
afterAll(() => bank.close());
afterEach(() => bank.resetFaults());

async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers = init.headers ?? { 'X-Partner-Id': bank.env.BANK_PARTNER_ID, 'X-Api-Key': bank.env.BANK_API_KEY };
  const res = await fetch(`${bank.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...headers, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

const terms = { loan_type: 'KMG', basic_salary: 6_000_000, tenor_months: 60, region_code: '3578' };
const application = (reference: string = randomUUID(), extra: object = {}) => ({
  reference,
  nip: '198001012006041001',
  name: 'Budi Santoso, S.Kom.',
  unit: 'Badan Kepegawaian Daerah',
  rank: 'III/c - Penata',
  ...terms,
  basic_salary_source: 'siasn',
  amount: 50_000_000,
  ...extra,
});

describe('bank sandbox: partner credentials', () => {
  it('refuses a missing or wrong partner id or key with 401 UNAUTHORIZED', async () => {
    const refused: Record<string, string>[] = [{}, { 'X-Partner-Id': bank.env.BANK_PARTNER_ID }, { 'X-Partner-Id': 'other', 'X-Api-Key': bank.env.BANK_API_KEY }, { 'X-Partner-Id': bank.env.BANK_PARTNER_ID, 'X-Api-Key': 'wrong' }];
    for (const headers of refused) {
      const res = await call('/products', { headers });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await call('/products')).status).toBe(200);
  });
});

describe('bank sandbox: products and simulations', () => {
  it("lists the three products with the contract's terms", async () => {
    const res = await call('/products');
    expect(res.json.data.map((p: { code: string }) => p.code)).toEqual(['KPR', 'KMG', 'KKB']);
    expect(res.json.data[0]).toMatchObject({ rate_pa: 7.5, admin_fee: 500_000, max_tenor_months: 300, max_dsr_pct: 50 });
  });

  it('simulates the largest amount a salary carries, with a schedule that ends at 0', async () => {
    const res = await call('/simulations', { method: 'POST', body: terms });
    expect(res.status).toBe(200);
    const sim = res.json.data;
    expect(sim).toMatchObject({ loan_type: 'KMG', rate_pa: 9.25, tenor_months: 60, region_code: '3578', max_installment: 3_600_000 });
    expect(sim.amount).toBe(sim.max_amount);
    expect(sim.max_amount % 100_000).toBe(0);
    expect(sim.schedule).toHaveLength(60);
    expect(sim.schedule.at(-1).balance).toBe(0);
  });

  it('answers the rules with 422, the code and an Indonesian message', async () => {
    const cases: [object, string][] = [
      [{ tenor_months: 181 }, 'TENOR_TOO_LONG'],
      [{ amount: 900_000_000 }, 'AMOUNT_TOO_HIGH'],
      [{ amount: 1_000_000 }, 'AMOUNT_TOO_LOW'],
      [{ region_code: '3201' }, 'REGION_UNKNOWN'],
      [{ loan_type: 'KTA' }, 'LOAN_TYPE_UNKNOWN'],
    ];
    for (const [change, code] of cases) {
      const res = await call('/simulations', { method: 'POST', body: { ...terms, ...change } });
      expect(res.status, code).toBe(422);
      expect(res.json.code).toBe(code);
      expect(res.json.message).toMatch(/pinjaman|Tenor|kabupaten/);
    }
  });

  it('answers a broken shape with 400, an unknown path 404 and another method 405', async () => {
    expect((await call('/simulations', { method: 'POST', body: { ...terms, tenor_months: 'enam puluh' } })).status).toBe(400);
    expect((await call('/simulations', { method: 'POST', body: '{"loan_type":' })).json).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await call('/simulations', { method: 'POST', body: [] })).status).toBe(400);
    expect((await call('/nowhere')).status).toBe(404);
    const wrong = await call('/products', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
  });
});

describe('bank sandbox: applications', () => {
  it('files an application once per reference: the same reference again answers the same one', async () => {
    const body = application();
    const first = await call('/applications', { method: 'POST', body });
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ reference: body.reference, status: 'A1', status_label: 'Review Dokumen' });
    // Numbered from the minutes gone in the year at start (330 days and 3 hours: 475 380), so a
    // restarted sandbox never repeats a number the portal stores.
    expect(first.json.data.application_id).toBe('BJ-2026-475381');
    const again = await call('/applications', { method: 'POST', body: { ...body, amount: 60_000_000 } });
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    const other = await call('/applications', { method: 'POST', body: application() });
    expect(other.json.data.application_id).not.toBe(first.json.data.application_id);
  });

  it('applies the simulation rules and needs the applicant and an amount', async () => {
    expect((await call('/applications', { method: 'POST', body: application(undefined, { amount: 900_000_000 }) })).json.code).toBe('AMOUNT_TOO_HIGH');
    expect((await call('/applications', { method: 'POST', body: application(undefined, { amount: undefined }) })).status).toBe(400);
    expect((await call('/applications', { method: 'POST', body: application(undefined, { nip: '123' }) })).status).toBe(400);
    expect((await call('/applications', { method: 'POST', body: application('not-a-uuid') })).status).toBe(400);
    // Where the salary comes from is said: the employer's record, or the applicant's own figure.
    expect((await call('/applications', { method: 'POST', body: application(undefined, { basic_salary_source: undefined }) })).status).toBe(400);
    expect((await call('/applications', { method: 'POST', body: application(undefined, { basic_salary_source: 'guess' }) })).status).toBe(400);
    expect((await call('/applications', { method: 'POST', body: application(undefined, { basic_salary_source: 'declared' }) })).status).toBe(201);
  });

  it('moves A1 -> A2 after a step and A2 -> A3 after another, and lists a NIP newest first', async () => {
    const nip = '199002022015032002';
    const filed = (await call('/applications', { method: 'POST', body: application(undefined, { nip }) })).json.data;
    const read = async () => (await call(`/applications/${filed.application_id}`)).json.data;
    clock += (STEP - 1) * 1000;
    expect((await read()).status).toBe('A1');
    clock += 1000;
    expect(await read()).toMatchObject({ status: 'A2', status_label: 'Dalam Proses', updated_at: new Date(clock).toISOString() });
    clock += STEP * 1000;
    expect((await read()).status).toBe('A3');
    clock += STEP * 1000;
    expect((await read()).status).toBe('A3');
    const second = (await call('/applications', { method: 'POST', body: application(undefined, { nip }) })).json.data;
    const list = await call(`/applications?nip=${nip}`);
    expect(list.json.data.map((a: { application_id: string }) => a.application_id)).toEqual([second.application_id, filed.application_id]);
    expect((await call('/applications?nip=abc')).status).toBe(400);
    expect((await call('/applications/BJ-2026-999999')).json).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sets a status through /__control/applications/{id}/status (no key needed)', async () => {
    const filed = (await call('/applications', { method: 'POST', body: application() })).json.data;
    const set = await call(`/__control/applications/${filed.application_id}/status`, { method: 'POST', body: { status: 'A3' }, headers: {} });
    expect(set.status).toBe(200);
    expect(set.json.data.status).toBe('A3');
    expect(bank.application(filed.application_id)?.status).toBe('A3');
    expect((await call(`/__control/applications/${filed.application_id}/status`, { method: 'POST', body: { status: 'A9' }, headers: {} })).status).toBe(400);
    expect((await call('/__control/applications/BJ-2026-999999/status', { method: 'POST', body: { status: 'A2' }, headers: {} })).status).toBe(404);
  });
});

describe('bank sandbox: faults', () => {
  it('gives a status, a cut body or an HTML page through /__control/faults, then answers normally', async () => {
    await call('/__control/faults', { method: 'POST', body: { status: 503, times: 1 }, headers: {} });
    expect((await call('/products')).status).toBe(503);
    expect((await call('/products')).status).toBe(200);
    bank.setFaults({ body: 'malformed', pathPrefix: '/simulations' });
    expect((await call('/products')).status).toBe(200);
    const cut = await call('/simulations', { method: 'POST', body: terms });
    expect(typeof cut.json).toBe('string');
    bank.setFaults({ body: 'html', status: 502 });
    expect((await call('/products')).json).toMatch(/<html>/);
    expect((await call('/__control/faults', { method: 'POST', body: { colour: 'red' }, headers: {} })).status).toBe(400);
    expect(bank.stats().calls).toBeGreaterThan(0);
  });
});
