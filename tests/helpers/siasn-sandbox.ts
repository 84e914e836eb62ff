import { startSiasnSandbox, type SiasnSandbox, type SiasnSandboxOptions } from '../../sandboxes/siasn/server.mjs';
import { applyEnv, useAppliedSandbox, type AppliedSandbox } from './sandbox-lifecycle';
import { setSiasnReadStore, MemoryReadStore } from '@/server/gateways/siasn/read-store';
import { MemoryTokenStore, setSiasnTokenStore } from '@/server/gateways/token-store';

interface Stores {
  tokens: MemoryTokenStore;
  reads: MemoryReadStore;
}
// Sandboxes applied inside another (a test with a sandbox of its own) give the outer one its stores back.
const applied: Stores[] = [];

function install(stores: Stores | undefined): void {
  setSiasnTokenStore(stores?.tokens);
  setSiasnReadStore(stores?.reads);
}

/**
 * Starts a SIASN sandbox on a free port and points the portal at it: its SIASN_* variables go
 * into process.env, and the gateway gets fresh in-memory token and read stores, so nothing is
 * shared with other test files through a Redis named by REDIS_URL (CI sets one). Restoring puts
 * process.env and the gateway's stores back as they were.
 */
export async function applySiasnSandbox(options: SiasnSandboxOptions = {}): Promise<AppliedSandbox<SiasnSandbox>> {
  const sandbox = await startSiasnSandbox({ port: 0, ...options });
  const restoreEnv = applyEnv({ ...sandbox.env });
  const stores = { tokens: new MemoryTokenStore(), reads: new MemoryReadStore() };
  applied.push(stores);
  install(stores);
  return {
    sandbox,
    async restore() {
      await sandbox.close();
      restoreEnv();
      applied.splice(applied.indexOf(stores), 1);
      install(applied.at(-1));
    },
  };
}

/**
 * One sandbox for the test file (call at file level): started before the file's own `beforeAll`,
 * closed after its tests. Read `sandbox` inside hooks and tests only.
 */
export function useSiasnSandbox(options: SiasnSandboxOptions = {}): { readonly sandbox: SiasnSandbox } {
  return useAppliedSandbox('useSiasnSandbox', () => applySiasnSandbox(options));
}
