import { isApiError } from '@/services/api';
import { EAST_JAVA_REGIONS } from '@/utils/catalogue/regions';
import type { LoanType } from '@/utils/schemas/bank';

/** What the loan fields hold while typed: numbers as text, choices possibly empty. */
export interface LoanValues {
  loan_type: LoanType | undefined;
  basic_salary: string;
  tenor_months: string;
  region_code: string | undefined;
  amount: string;
}
export type LoanField = keyof LoanValues;
export type LoanProblems = Partial<Record<LoanField, string>>;

export const emptyLoanValues = (loanType?: LoanType, salary?: number | null): LoanValues => ({
  loan_type: loanType,
  basic_salary: salary ? String(salary) : '',
  tenor_months: '',
  region_code: undefined,
  amount: '',
});

/** What SIASN suggests for the loan fields: the gaji pokok and the lokasi kerja (both may be changed). */
export const applicantDefaults = (applicant: { basic_salary: number | null; region_code: string | null }): Partial<LoanValues> => ({
  basic_salary: applicant.basic_salary ? String(applicant.basic_salary) : '',
  region_code: applicant.region_code ?? undefined,
});

/** "5.000.000" and "5 000 000" are 5000000; an empty field is left out; other text stays NaN (the schema says so). */
export const amountOf = (text: string): number | undefined => {
  const plain = text.replace(/[.\s]/g, '');
  return plain === '' ? undefined : Number(plain);
};

/** The values as the API reads them. */
export const loanBody = (values: LoanValues) => ({
  loan_type: values.loan_type,
  basic_salary: amountOf(values.basic_salary),
  tenor_months: amountOf(values.tenor_months),
  region_code: values.region_code,
  amount: amountOf(values.amount),
});

type Schema = { safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } };

/**
 * Checks the values with the API's own zod schema (loaded with the first check, not with the
 * page): the input on success, else the first message per field.
 */
export async function checkLoanValues<T>(values: LoanValues, loadSchema: () => Promise<Schema>, extra: object = {}): Promise<{ input: T } | { problems: LoanProblems }> {
  const result = (await loadSchema()).safeParse({ ...loanBody(values), ...extra });
  if (result.success) return { input: result.data as T };
  const problems: LoanProblems = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as LoanField;
    problems[field] ??= issue.message;
  }
  return { problems };
}

const FIELDS: readonly LoanField[] = ['loan_type', 'basic_salary', 'tenor_months', 'region_code', 'amount'];

/** The API's 400 `fields` on the loan fields ({} when the error carries none). */
export function apiProblems(error: unknown): LoanProblems {
  const problems: LoanProblems = {};
  if (!isApiError(error)) return problems;
  for (const { path, message } of error.response?.data?.fields ?? []) {
    const field = FIELDS.find((f) => f === path.split('.')[0]);
    if (field) problems[field] ??= message;
  }
  return problems;
}

/** The values a link carries (from the simulation to the wizard): ?jenis=KPR&gaji=…&tenor=…&wilayah=…&jumlah=… */
export function loanValuesFromQuery(query: Record<string, string | string[] | undefined>, loanType: LoanType | undefined): LoanValues {
  const one = (key: string) => {
    const value = query[key];
    return typeof value === 'string' && /^\d{1,12}$/.test(value) ? value : '';
  };
  const region = one('wilayah');
  return { loan_type: loanType, basic_salary: one('gaji'), tenor_months: one('tenor'), region_code: region || undefined, amount: one('jumlah') };
}

export function loanQuery(input: { loan_type: LoanType; basic_salary: number; tenor_months: number; region_code: string; amount: number }): string {
  return new URLSearchParams({ jenis: input.loan_type, gaji: String(input.basic_salary), tenor: String(input.tenor_months), wilayah: input.region_code, jumlah: String(input.amount) }).toString();
}

/** "3578 - Kota Surabaya" (the catalogue's name), or the code alone. */
export function regionLabel(code: string): string {
  const region = EAST_JAVA_REGIONS.find((r) => String(r.id) === code);
  return region ? region.name : code;
}
