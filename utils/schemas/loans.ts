import { z } from 'zod';
import { NIP_PATTERN } from '../catalogue/personnel-sections';
import { SimulationInput, type BankStatus, type LoanType } from './bank';
import type { SalarySource } from '../rules/loan-salary';
import { PageQuery } from './common';

// Loan applications (docs/public-finance.md section 6). The name, unit and rank never come from
// the browser: the server reads them from SIASN.

/** `POST /layanan-keuangan/pengajuan`: the simulation's fields with the amount required, and whose NIP. */
export const LoanApplicationSchema = SimulationInput.extend({
  nip: z.string().regex(NIP_PATTERN, 'NIP harus 18 angka'),
  amount: SimulationInput.shape.amount.unwrap(),
  /**
   * The wizard's own id for this application (made once when it opens): sent again after a lost
   * answer, it finds the application already filed instead of filing a second one.
   */
  reference: z.uuid('Referensi pengajuan tidak valid').optional(),
});
export type LoanApplicationBody = z.input<typeof LoanApplicationSchema>;

export const LoanListQuery = PageQuery;

/** `{id}`: our uuid; anything else is a 400 before the database sees it. */
export const LoanParams = z.object({ id: z.uuid('ID pengajuan tidak valid') });

/** `GET /layanan-keuangan/profil`: what the wizard shows read-only (SIASN data utama). */
export interface LoanApplicant {
  nip: string;
  /** With the titles SIASN keeps apart: "dr. Siti Aminah, M.Kes.". */
  name: string;
  unit: string;
  /** "III/c - Penata"; empty when SIASN has no rank (PPPK). */
  rank: string;
  /** SIASN's gaji pokok, a suggestion the person may change; null when SIASN has none. */
  basic_salary: number | null;
  /** SIASN's lokasi kerja when it is one of the 38 regencies and cities, a suggestion too; else null. */
  region_code: string | null;
}

/** One application as its owner sees it. */
export interface LoanApplicationView {
  id: string;
  nip: string;
  name: string;
  unit: string;
  rank: string;
  loan_type: LoanType;
  amount: number;
  tenor_months: number;
  basic_salary: number;
  /** `declared`: not SIASN's gaji pokok but the applicant's own figure (shown as such). */
  basic_salary_source: SalarySource;
  region_code: string;
  monthly_installment: number;
  rate_pa: number;
  bank_application_id: string;
  status: BankStatus;
  status_label: string;
  status_checked_at: string;
  created_at: string;
  updated_at: string;
}
