import { startBankSandbox, type BankSandbox, type BankSandboxOptions } from '../../sandboxes/bank/server.mjs';
import { clearBankProductsCache } from '@/server/gateways/bank/client';
import { applyEnv, useAppliedSandbox, type AppliedSandbox } from './sandbox-lifecycle';

const VARIABLES = ['BANK_API_BASE', 'BANK_PARTNER_ID', 'BANK_API_KEY', 'BANK_TIMEOUT_MS'] as const;

type BankOptions = BankSandboxOptions & { timeoutMs?: number };

/**
 * Starts a bank sandbox on a free port and points the portal at it (its BANK_* variables go into
 * process.env; `timeoutMs` sets BANK_TIMEOUT_MS, default 2000 so a latency fault is quick to meet).
 * Restoring closes it and puts process.env back; both forget the cached products.
 */
export async function applyBankSandbox(options: BankOptions = {}): Promise<AppliedSandbox<BankSandbox>> {
  const { timeoutMs = 2000, ...sandboxOptions } = options;
  const sandbox = await startBankSandbox({ port: 0, ...sandboxOptions });
  const restoreEnv = applyEnv({ ...sandbox.env, BANK_TIMEOUT_MS: String(timeoutMs) }, VARIABLES);
  clearBankProductsCache();
  return {
    sandbox,
    async restore() {
      await sandbox.close();
      restoreEnv();
      clearBankProductsCache();
    },
  };
}

/** One sandbox for the test file (call at file level); read `sandbox` inside hooks and tests only. */
export function useBankSandbox(options: BankOptions = {}): { readonly sandbox: BankSandbox } {
  return useAppliedSandbox('useBankSandbox', () => applyBankSandbox(options));
}
