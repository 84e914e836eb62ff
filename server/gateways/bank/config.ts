import { getConfig } from '@/server/config';

/** The BANK_* settings (server/config.ts), read per call so tests can point them at a sandbox. */
export function getBankConfig() {
  const { BANK_API_BASE, BANK_PARTNER_ID, BANK_API_KEY, BANK_TIMEOUT_MS } = getConfig();
  return { BANK_API_BASE, BANK_PARTNER_ID, BANK_API_KEY, BANK_TIMEOUT_MS };
}

export type BankConfig = ReturnType<typeof getBankConfig>;
export type ReadyBankConfig = BankConfig & Record<'BANK_API_BASE' | 'BANK_PARTNER_ID' | 'BANK_API_KEY', string>;

const NEEDED = ['BANK_API_BASE', 'BANK_PARTNER_ID', 'BANK_API_KEY'] as const;

/** The variables a call needs that are unset or malformed (names only, never values). */
export function missingBankConfig(config: BankConfig): string[] {
  return NEEDED.filter((name) => config[name] === undefined);
}

export const isBankReady = (config: BankConfig): config is ReadyBankConfig => missingBankConfig(config).length === 0;
