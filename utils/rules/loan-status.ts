import { formatRupiah } from '../format/currency';
import type { BankStatus, LoanType, Simulation } from '../schemas/bank';

// The bank's statuses as the finance pages show them (docs/public-finance.md section 6). The spec
// names no colours: blue (antd's "processing") while documents are reviewed, gold in process,
// green approved. The order is the order of the status steps.

export interface LoanStatusLook {
  label: string;
  /** An antd Tag colour (components/ui/tag.tsx). */
  color: 'processing' | 'gold' | 'green';
}

export const LOAN_STATUS: Record<BankStatus, LoanStatusLook> = {
  A1: { label: 'Review Dokumen', color: 'processing' },
  A2: { label: 'Dalam Proses', color: 'gold' },
  A3: { label: 'Disetujui', color: 'green' },
};
export const LOAN_STATUS_ORDER: readonly BankStatus[] = ['A1', 'A2', 'A3'];

const isStatus = (status: string): status is BankStatus => Object.hasOwn(LOAN_STATUS, status);

/** The look of a status; a code the bank may add later shows as itself, uncoloured. */
export function loanStatusLook(status: string): LoanStatusLook | { label: string; color: 'default' } {
  return isStatus(status) ? LOAN_STATUS[status] : { label: status, color: 'default' };
}

export const loanStatusLabel = (status: string): string => loanStatusLook(status).label;

/** The index of the status among the steps (0 for A1); -1 for a code we do not know. */
export const loanStatusStep = (status: string): number => LOAN_STATUS_ORDER.indexOf(status as BankStatus);

/** "7,50% per tahun": rates always with two decimals. */
export const formatRatePa = (rate: number): string => `${rate.toFixed(2).replace('.', ',')}% per tahun`;

/** A product's page path: /layanan-keuangan/kpr. */
export const productPath = (code: LoanType): string => `/layanan-keuangan/${code.toLowerCase()}`;

/** The loan type of a product page's segment ("kpr" -> KPR), or null for anything else. */
export function productOfSegment(segment: unknown): LoanType | null {
  const code = typeof segment === 'string' ? segment.toUpperCase() : '';
  return code === 'KPR' || code === 'KMG' || code === 'KKB' ? code : null;
}

/** A simulation's figures as the result shows them: IDR without decimals. */
export function simulationTexts(simulation: Simulation) {
  return {
    maxAmount: formatRupiah(simulation.max_amount),
    maxInstallment: formatRupiah(simulation.max_installment),
    amount: formatRupiah(simulation.amount),
    monthlyInstallment: formatRupiah(simulation.monthly_installment),
    rate: formatRatePa(simulation.rate_pa),
    fees: {
      admin: formatRupiah(simulation.fees.admin),
      provision: formatRupiah(simulation.fees.provision),
      insurance: formatRupiah(simulation.fees.insurance),
      total: formatRupiah(simulation.fees.total),
    },
    totalPayment: formatRupiah(simulation.total_payment),
  };
}
