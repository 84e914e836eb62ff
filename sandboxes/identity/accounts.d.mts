// Types for TypeScript callers (tests, seed) of accounts.mjs.
export type IssuerKey = 'simaster' | 'pttpk' | 'google';

export interface DemoAccount {
  username: string;
  sub: string;
  name: string;
  email: string;
  employee_number?: string;
  organization_id?: string;
}

export interface IssuerInfo {
  name: string;
  group: 'MASTER' | 'PTPK' | 'GOOGLE';
  clientId: string;
  secretEnv: string;
  defaultSecret: string;
}

export const DEMO_PASSWORD: string;
export const ISSUERS: Record<IssuerKey, IssuerInfo>;
export const ACCOUNTS: Record<IssuerKey, DemoAccount[]>;
export function findByLogin(issuerKey: IssuerKey, login: string | null | undefined): DemoAccount | undefined;
export function findBySub(issuerKey: IssuerKey, sub: string): DemoAccount | undefined;
