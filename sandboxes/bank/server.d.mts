// Types for TypeScript callers (tests, scripts) of server.mjs.
import type { GatewayFaults } from '../shared/gateway-faults.mjs';

export interface BankPartner {
  partnerId: string;
  apiKey: string;
}

export interface BankSandboxOptions {
  /** 0 picks a free port (tests). Default 4050. */
  port?: number;
  /** Listen address and host of the URL. Default 'localhost'. */
  host?: string;
  partner?: BankPartner;
  /** An application moves one status (A1 -> A2 -> A3) this long after its last change. Default 120. */
  stepSeconds?: number;
  /** The clock (ms) of filing and of the status moves. Default Date.now. */
  now?: () => number;
}

export type BankFaults = GatewayFaults;

export interface BankSandboxEnv {
  BANK_API_BASE: string;
  BANK_PARTNER_ID: string;
  BANK_API_KEY: string;
}

export interface BankSandboxProduct {
  code: 'KPR' | 'KMG' | 'KKB';
  name: string;
  rate_pa: number;
  admin_fee: number;
  provision_pct: number;
  insurance_pct: number;
  max_tenor_months: number;
  min_amount: number;
  max_amount: number;
  max_dsr_pct: number;
}

export type BankSandboxStatus = 'A1' | 'A2' | 'A3';

export interface BankSandboxApplication {
  application_id: string;
  reference: string;
  status: BankSandboxStatus;
  status_label: string;
  submitted_at: string;
  updated_at: string;
}

export interface BankSandbox {
  /** e.g. http://localhost:4050 */
  url: string;
  /** The portal's BANK_* settings for this sandbox. */
  env: BankSandboxEnv;
  /** Calls received (control calls not counted), calls refused for the credentials, applications kept. */
  stats(): { calls: number; unauthorized: number; applications: number };
  /** Replaces the current fault; throws a TypeError for an invalid description. */
  setFaults(faults: BankFaults): void;
  resetFaults(): void;
  /** Sets an application's status now; false for an unknown id, a TypeError for an unknown status. */
  setStatus(applicationId: string, status: BankSandboxStatus): boolean;
  application(applicationId: string): BankSandboxApplication | null;
  /** Idempotent. */
  close(): Promise<void>;
}

export function startBankSandbox(options?: BankSandboxOptions): Promise<BankSandbox>;
