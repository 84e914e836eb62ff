// Types for TypeScript callers (tests) of annuity.mjs.
import type { BankSandboxProduct } from './server.mjs';

export interface ScheduleRow {
  month: number;
  installment: number;
  principal: number;
  interest: number;
  balance: number;
}

export function maxInstallment(basicSalary: number, maxDsrPct: number): number;
export function maxAmount(options: { installment: number; ratePa: number; months: number; cap: number }): number;
export function annuityInstallment(options: { amount: number; ratePa: number; months: number }): number;
export function schedule(options: { amount: number; ratePa: number; months: number }): ScheduleRow[];
export function fees(product: BankSandboxProduct, amount: number): { admin: number; provision: number; insurance: number; total: number };
