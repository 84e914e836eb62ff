import { afterAll, beforeAll } from 'vitest';
import { startSiasnSandbox, type SiasnSandbox, type SiasnSandboxOptions } from '../../sandboxes/siasn/server.mjs';
import { setSiasnReadStore, MemoryReadStore } from '@/server/gateways/siasn/read-store';
import { MemoryTokenStore, setSiasnTokenStore } from '@/server/gateways/siasn/token-store';

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

export interface AppliedSiasnSandbox {
  sandbox: SiasnSandbox;
  /** Closes the sandbox and puts process.env and the gateway's stores back as they were. */
  restore(): Promise<void>;
}

/**
 * Starts a SIASN sandbox on a free port and points the portal at it: its SIASN_* variables go
 * into process.env, and the gateway gets fresh in-memory token and read stores, so nothing is
 * shared with other test files through a Redis named by REDIS_URL (CI sets one).
 */
export async function applySiasnSandbox(options: SiasnSandboxOptions = {}): Promise<AppliedSiasnSandbox> {
  const sandbox = await startSiasnSandbox({ port: 0, ...options });
  const saved = Object.fromEntries(Object.keys(sandbox.env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, sandbox.env);
  const stores = { tokens: new MemoryTokenStore(), reads: new MemoryReadStore() };
  applied.push(stores);
  install(stores);
  return {
    sandbox,
    async restore() {
      await sandbox.close();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
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
  let current: AppliedSiasnSandbox | undefined;
  beforeAll(async () => {
    current = await applySiasnSandbox(options);
  });
  afterAll(async () => {
    await current?.restore();
  });
  return {
    get sandbox() {
      if (!current) throw new Error('useSiasnSandbox(): read the sandbox inside hooks and tests, after its beforeAll');
      return current.sandbox;
    },
  };
}
