import { z } from 'zod';
import { NIP_PATTERN } from '../catalogue/personnel-sections';
import { EAST_JAVA_REGIONS } from '../catalogue/regions';
import { noNul } from './no-nul';
import { pageFields } from './query-params';

// The partner bank's protocol (docs/public-finance.md section 5): what we send and what the
// gateway accepts back. Money in whole rupiah, rates in percent per year.

export const LOAN_TYPES = ['KPR', 'KMG', 'KKB'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];
export const BANK_STATUSES = ['A1', 'A2', 'A3'] as const;
export type BankStatus = (typeof BANK_STATUSES)[number];

/** The 38 East Java codes (3501-3529, 3571-3579) as the bank writes them: four-digit strings. */
export const REGION_CODES: readonly string[] = EAST_JAVA_REGIONS.map((region) => String(region.id));

export const LoanTypeSchema = z.enum(LOAN_TYPES, { error: 'Jenis pinjaman harus KPR, KMG atau KKB' });
export const RegionCodeSchema = z
  .string()
  .refine((code) => REGION_CODES.includes(code), 'Kabupaten/kota harus salah satu dari 38 kode Jawa Timur');
const rupiah = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} harus berupa angka` })
    .int(`${label} harus bilangan bulat rupiah`)
    .min(min, `${label} paling sedikit ${min.toLocaleString('id-ID')}`)
    .max(max, `${label} paling banyak ${max.toLocaleString('id-ID')}`);
const BasicSalary = rupiah(1_000_000, 100_000_000, 'Gaji pokok');
const TenorMonths = z
  .number({ error: 'Tenor harus berupa angka' })
  .int('Tenor harus bilangan bulat bulan')
  .min(1, 'Tenor paling sedikit 1 bulan')
  .max(300, 'Tenor paling lama 300 bulan');
/** The bank's own bounds are per product (422); this only keeps nonsense out (400). */
const Amount = rupiah(1, 10_000_000_000, 'Jumlah pinjaman');

/** `POST /layanan-keuangan/simulasi` and the bank's `POST /simulations`. */
export const SimulationInput = z.object({
  loan_type: LoanTypeSchema,
  basic_salary: BasicSalary,
  tenor_months: TenorMonths,
  region_code: RegionCodeSchema,
  amount: Amount.optional(),
});
export type SimulationInput = z.infer<typeof SimulationInput>;

const money = z.number().int();
export const BankProduct = z.object({
  code: LoanTypeSchema,
  name: z.string(),
  rate_pa: z.number(),
  admin_fee: money,
  provision_pct: z.number(),
  insurance_pct: z.number(),
  max_tenor_months: z.number().int(),
  min_amount: money,
  max_amount: money,
  max_dsr_pct: z.number(),
});
export type BankProduct = z.infer<typeof BankProduct>;

export const ScheduleRow = z.object({
  month: z.number().int(),
  installment: money,
  principal: money,
  interest: money,
  balance: money,
});
export type ScheduleRow = z.infer<typeof ScheduleRow>;

export const Simulation = z.object({
  loan_type: LoanTypeSchema,
  rate_pa: z.number(),
  tenor_months: z.number().int(),
  region_code: z.string(),
  max_installment: money,
  max_amount: money,
  amount: money,
  monthly_installment: money,
  fees: z.object({ admin: money, provision: money, insurance: money, total: money }),
  total_payment: money,
  schedule: z.array(ScheduleRow),
});
export type Simulation = z.infer<typeof Simulation>;

const shortText = (max: number) => z.string().check(noNul()).trim().max(max);

/** What the gateway sends to the bank's `POST /applications` (name, unit and rank as SIASN has them). */
export const BankApplicationInput = z.object({
  reference: z.uuid(),
  loan_type: LoanTypeSchema,
  nip: z.string().regex(NIP_PATTERN, 'NIP harus 18 angka'),
  name: shortText(200).min(1),
  unit: shortText(300),
  rank: shortText(200),
  basic_salary: BasicSalary,
  /** `siasn`: the employer's record (SIASN gaji pokok); `declared`: the applicant's own figure, for the bank to verify. */
  basic_salary_source: z.enum(['siasn', 'declared']),
  amount: Amount,
  tenor_months: TenorMonths,
  region_code: RegionCodeSchema,
});
export type BankApplicationInput = z.infer<typeof BankApplicationInput>;

export const BankApplication = z.object({
  application_id: z.string().regex(/^BJ-\d{4}-\d{6}$/),
  reference: z.string(),
  status: z.enum(BANK_STATUSES),
  status_label: z.string(),
  submitted_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type BankApplication = z.infer<typeof BankApplication>;

// The bank call log (`GET /layanan-keuangan/logs`, view-bank-logs): bank_calls, the NIP the only personal datum.
export const BANK_CALL_OUTCOMES = ['ok', 'rejected', 'error', 'timeout', 'unauthorized'] as const;
export type BankCallOutcome = (typeof BANK_CALL_OUTCOMES)[number];

export const BankCallLogQuerySchema = z.object({
  ...pageFields,
  outcome: z.enum(BANK_CALL_OUTCOMES, { error: 'Hasil panggilan tidak dikenal' }).optional(),
});
export type BankCallLogQuery = z.output<typeof BankCallLogQuerySchema>;

/** One HTTP call to the bank: the NIP and loan type are the only request data kept. */
export interface BankCallLogRow {
  id: number;
  at: string;
  method: string;
  path: string;
  status: number | null;
  outcome: BankCallOutcome;
  duration_ms: number;
  nip: string | null;
  loan_type: LoanType | null;
  error_code: string | null;
}
