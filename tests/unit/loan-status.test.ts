import { describe, expect, it } from 'vitest';
import { formatRatePa, loanStatusLabel, loanStatusLook, loanStatusStep, productOfSegment, productPath, simulationTexts } from '@/utils/rules/loan-status';
import type { Simulation } from '@/utils/schemas/bank';

// docs/public-finance.md section 6: the bank's statuses, their colours, and the results in IDR.

const simulation: Simulation = {
  loan_type: 'KPR',
  rate_pa: 7.5,
  tenor_months: 120,
  region_code: '3578',
  max_installment: 2_500_000,
  max_amount: 212_800_000,
  amount: 100_000_000,
  monthly_installment: 1_250_000,
  fees: { admin: 500_000, provision: 1_000_000, insurance: 750_000, total: 2_250_000 },
  total_payment: 150_000_000,
  schedule: [],
};

describe('loan statuses', () => {
  it('A1 Review Dokumen blue (processing), A2 Dalam Proses gold, A3 Disetujui green', () => {
    expect(loanStatusLook('A1')).toEqual({ label: 'Review Dokumen', color: 'processing' });
    expect(loanStatusLook('A2')).toEqual({ label: 'Dalam Proses', color: 'gold' });
    expect(loanStatusLook('A3')).toEqual({ label: 'Disetujui', color: 'green' });
  });

  it('shows a code the bank may add later as itself, uncoloured, and off the steps', () => {
    expect(loanStatusLook('A9')).toEqual({ label: 'A9', color: 'default' });
    expect(loanStatusLabel('toString')).toBe('toString');
    expect(loanStatusStep('A9')).toBe(-1);
  });

  it('orders the steps A1, A2, A3', () => {
    expect(['A1', 'A2', 'A3'].map(loanStatusStep)).toEqual([0, 1, 2]);
  });
});

describe('simulation results in IDR', () => {
  it('writes every amount as rupiah without decimals', () => {
    const texts = simulationTexts(simulation);
    expect(texts.monthlyInstallment).toBe('Rp 1.250.000');
    expect(texts.maxAmount).toBe('Rp 212.800.000');
    expect(texts.maxInstallment).toBe('Rp 2.500.000');
    expect(texts.amount).toBe('Rp 100.000.000');
    expect(texts.fees).toEqual({ admin: 'Rp 500.000', provision: 'Rp 1.000.000', insurance: 'Rp 750.000', total: 'Rp 2.250.000' });
    expect(texts.totalPayment).toBe('Rp 150.000.000');
  });

  it('never shows decimals, even for an amount that has some', () => {
    expect(simulationTexts({ ...simulation, monthly_installment: 1_250_000.6 }).monthlyInstallment).toBe('Rp 1.250.001');
    const { rate: _rate, fees, ...amounts } = simulationTexts({ ...simulation, amount: 99_999_999.5, total_payment: 0.4 });
    for (const text of [...Object.values(amounts), ...Object.values(fees)]) expect(text).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
  });

  it('writes the rate with two decimals and a comma', () => {
    expect(formatRatePa(7.5)).toBe('7,50% per tahun');
    expect(formatRatePa(9.25)).toBe('9,25% per tahun');
    expect(simulationTexts(simulation).rate).toBe('7,50% per tahun');
  });
});

describe('product pages', () => {
  it('knows kpr, kmg and kkb in any case, and nothing else', () => {
    expect(['kpr', 'KMG', 'kKb'].map(productOfSegment)).toEqual(['KPR', 'KMG', 'KKB']);
    expect([undefined, '', 'kpx', ['kpr'], 'kpr/'].map(productOfSegment)).toEqual([null, null, null, null, null]);
    expect(productPath('KKB')).toBe('/layanan-keuangan/kkb');
  });
});
