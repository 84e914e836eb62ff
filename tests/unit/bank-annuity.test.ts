import { describe, expect, it } from 'vitest';
import { annuityInstallment, fees, maxAmount, maxInstallment, schedule } from '../../sandboxes/bank/annuity.mjs';
import { PRODUCTS, REGION_CODES, findProduct } from '../../sandboxes/bank/products.mjs';
import { simulate } from '../../sandboxes/bank/simulations.mjs';
import { REGION_CODES as CATALOGUE_CODES } from '@/utils/schemas/bank';

// The bank sandbox's loan arithmetic (docs/public-finance.md section 5). Reference values computed
// with 50-digit decimals, independently of this code.

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const kpr = findProduct('KPR')!;

describe('annuity instalment', () => {
  it('is amount x r / (1 - (1 + r)^-n) rounded up: 100 000 000 at 7.5 % over 120 months is 1 187 018', () => {
    // Exact: 1 187 017.69...
    expect(annuityInstallment({ amount: 100_000_000, ratePa: 7.5, months: 120 })).toBe(1_187_018);
  });

  it('rounds up even a small fraction and divides evenly without interest', () => {
    expect(annuityInstallment({ amount: 12_000_001, ratePa: 0, months: 12 })).toBe(1_000_001);
    expect(annuityInstallment({ amount: 12_000_000, ratePa: 0, months: 12 })).toBe(1_000_000);
  });
});

describe('schedule', () => {
  const rows = schedule({ amount: 100_000_000, ratePa: 7.5, months: 120 });

  it('has one row a month, the principal summing to the amount and the last balance 0', () => {
    expect(rows).toHaveLength(120);
    expect(rows.map((r) => r.month)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(sum(rows.map((r) => r.principal))).toBe(100_000_000);
    expect(rows.at(-1)!.balance).toBe(0);
    expect(rows.slice(0, -1).every((r) => r.balance > 0)).toBe(true);
  });

  it('charges each month the rounded interest of the balance left, the instalment fixed until the last month', () => {
    expect(rows[0]).toEqual({ month: 1, installment: 1_187_018, interest: 625_000, principal: 562_018, balance: 99_437_982 });
    // 99 437 982 x 0.00625 = 621 487.3875
    expect(rows[1]).toMatchObject({ interest: 621_487, principal: 565_531, balance: 98_872_451 });
    for (const [i, r] of rows.entries()) {
      const before = i === 0 ? 100_000_000 : rows[i - 1].balance;
      expect(r.interest).toBe(Math.round((before * 0.075) / 12));
      expect(r.installment).toBe(r.principal + r.interest);
      if (i < rows.length - 1) expect(r.installment).toBe(1_187_018);
    }
  });

  it('lets the last month take the remainder: a little less than the others, never more', () => {
    const last = rows.at(-1)!;
    expect(last.installment).toBeLessThan(1_187_018);
    expect(last.installment).toBeGreaterThan(1_187_018 - 120);
    expect(last.principal).toBe(rows.at(-2)!.balance);
  });

  it('ends at 0 for the longest and shortest tenors too', () => {
    for (const months of [1, 2, 300]) {
      const table = schedule({ amount: 750_000_000, ratePa: 9.25, months });
      expect(table.at(-1)!.balance).toBe(0);
      expect(sum(table.map((r) => r.principal))).toBe(750_000_000);
    }
  });
});

describe('maximum amount', () => {
  it('takes the debt-service ratio of the salary, floored', () => {
    expect(maxInstallment(5_000_000, 50)).toBe(2_500_000);
    expect(maxInstallment(4_321_987, 60)).toBe(2_593_192); // 2 593 192.2
  });

  it('is the present value of the largest instalment floored to 100 000', () => {
    // Exact: 210 611 856.77 and 291 490 718.47
    expect(maxAmount({ installment: 2_500_000, ratePa: 7.5, months: 120, cap: 1e12 })).toBe(210_600_000);
    expect(maxAmount({ installment: 3_000_000, ratePa: 9.25, months: 180, cap: 1e12 })).toBe(291_400_000);
  });

  it('is capped', () => {
    expect(maxAmount({ installment: 3_000_000, ratePa: 9.25, months: 180, cap: 250_000_000 })).toBe(250_000_000);
  });
});

describe('simulation rules', () => {
  const base = { loan_type: 'KPR', basic_salary: 20_000_000, tenor_months: 300, region_code: '3578' };
  const run = (body: object) => simulate({ ...base, ...body });

  it('caps KPR at 750 000 000 in a regency and 1 500 000 000 in a city', () => {
    // 10 000 000 a month over 300 months at 7.5 %: 1 353 196 127.43 -> 1 353 100 000
    expect(run({}).simulation?.max_amount).toBe(1_353_100_000);
    expect(run({ region_code: '3507' }).simulation?.max_amount).toBe(750_000_000);
    expect(run({ basic_salary: 30_000_000 }).simulation?.max_amount).toBe(1_500_000_000);
  });

  it("caps other products by the product's own ceiling, wherever they are", () => {
    const kmg = run({ loan_type: 'KMG', basic_salary: 10_000_000, tenor_months: 180, region_code: '3507' }).simulation;
    expect(kmg?.max_amount).toBe(500_000_000);
  });

  it('simulates the asked amount with its fees, or the maximum when none is asked', () => {
    const asked = run({ basic_salary: 5_000_000, tenor_months: 120, amount: 100_000_000 }).simulation!;
    expect(asked).toMatchObject({ amount: 100_000_000, monthly_installment: 1_187_018, max_installment: 2_500_000, max_amount: 210_600_000, rate_pa: 7.5 });
    expect(asked.fees).toEqual({ admin: 500_000, provision: 1_000_000, insurance: 750_000, total: 2_250_000 });
    expect(asked.total_payment).toBe(sum(asked.schedule.map((r) => r.installment)) + 2_250_000);
    expect(run({ basic_salary: 5_000_000, tenor_months: 120 }).simulation?.amount).toBe(210_600_000);
  });

  it('rounds provision and insurance to the rupiah', () => {
    expect(fees(findProduct('KKB')!, 10_000_050)).toEqual({ admin: 350_000, provision: 75_000, insurance: 100_001, total: 525_001 });
  });

  it('answers the rules with 422 and the bank code', () => {
    const code = (body: object) => run(body).answer?.json.code;
    expect(code({ tenor_months: 301 })).toBe('TENOR_TOO_LONG');
    expect(code({ loan_type: 'KKB', tenor_months: 61 })).toBe('TENOR_TOO_LONG');
    expect(code({ basic_salary: 5_000_000, tenor_months: 120, amount: 210_700_000 })).toBe('AMOUNT_TOO_HIGH');
    expect(code({ amount: 49_999_999 })).toBe('AMOUNT_TOO_LOW');
    expect(code({ basic_salary: 1_000_000, tenor_months: 12 })).toBe('AMOUNT_TOO_LOW');
    expect(code({ region_code: '3530' })).toBe('REGION_UNKNOWN');
    expect(code({ loan_type: 'KTA' })).toBe('LOAN_TYPE_UNKNOWN');
    expect(run({ tenor_months: 301 }).answer).toMatchObject({ status: 422, json: { message: 'Tenor KPR paling lama 300 bulan.' } });
    expect(run({ basic_salary: 5_000_000, tenor_months: 120, amount: 210_600_000 }).answer).toBeUndefined();
  });

  it('knows the same 38 regions as the catalogue and the products of the contract', () => {
    expect([...REGION_CODES]).toEqual([...CATALOGUE_CODES]);
    expect(PRODUCTS.map((p) => [p.code, p.rate_pa, p.max_tenor_months, p.min_amount, p.max_amount, p.max_dsr_pct])).toEqual([
      ['KPR', 7.5, 300, 50_000_000, 1_500_000_000, 50],
      ['KMG', 9.25, 180, 5_000_000, 500_000_000, 60],
      ['KKB', 8.25, 60, 10_000_000, 750_000_000, 40],
    ]);
    expect(kpr).toMatchObject({ admin_fee: 500_000, provision_pct: 1, insurance_pct: 0.75 });
  });
});
