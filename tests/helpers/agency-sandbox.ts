import { startAgencySandbox, type AgencySandbox, type AgencySandboxOptions } from '../../sandboxes/agency/server.mjs';
import { applyEnv, useAppliedSandbox, type AppliedSandbox } from './sandbox-lifecycle';
import { MemoryReadStore, setSiasnReadStore } from '@/server/gateways/siasn/read-store';

const VARIABLES = ['AGENCY_API_BASE', 'AGENCY_API_KEY', 'AGENCY_TIMEOUT_MS', 'AGENCY_CACHE_SECONDS'] as const;

type AgencyOptions = AgencySandboxOptions & { cacheSeconds?: number };

/**
 * Starts an agency sandbox on a free port and points the portal at it: its AGENCY_* variables go
 * into process.env and the read cache gets a fresh in-memory store (nothing shared through a
 * Redis named by REDIS_URL). `cacheSeconds` 0 (the default here) turns the portal's cache off, so
 * each call reaches the sandbox. Restoring puts process.env and the read store back.
 */
export async function applyAgencySandbox(options: AgencyOptions = {}): Promise<AppliedSandbox<AgencySandbox>> {
  const { cacheSeconds = 0, ...sandboxOptions } = options;
  const sandbox = await startAgencySandbox({ port: 0, ...sandboxOptions });
  const restoreEnv = applyEnv({ ...sandbox.env, AGENCY_CACHE_SECONDS: String(cacheSeconds) }, VARIABLES);
  setSiasnReadStore(new MemoryReadStore());
  return {
    sandbox,
    async restore() {
      await sandbox.close();
      restoreEnv();
      setSiasnReadStore(undefined);
    },
  };
}

/** One sandbox for the test file (call at file level); read `sandbox` inside hooks and tests only. */
export function useAgencySandbox(options: AgencyOptions = {}): { readonly sandbox: AgencySandbox } {
  return useAppliedSandbox('useAgencySandbox', () => applyAgencySandbox(options));
}
