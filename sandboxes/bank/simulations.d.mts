// Types for TypeScript callers (tests) of simulations.mjs.
import type { ScheduleRow } from './annuity.mjs';
import type { BankSandboxProduct } from './server.mjs';

export interface SandboxSimulation {
  loan_type: string;
  rate_pa: number;
  tenor_months: number;
  region_code: string;
  max_installment: number;
  max_amount: number;
  amount: number;
  monthly_installment: number;
  fees: { admin: number; provision: number; insurance: number; total: number };
  total_payment: number;
  schedule: ScheduleRow[];
}

export interface SandboxAnswer {
  status: number;
  json: { code: string; message: string };
}

export function badRequest(message: string): SandboxAnswer;
export function simulate(
  body: unknown,
  options?: { requireAmount?: boolean },
): { answer: SandboxAnswer; product?: undefined; simulation?: undefined } | { answer?: undefined; product: BankSandboxProduct; simulation: SandboxSimulation };
