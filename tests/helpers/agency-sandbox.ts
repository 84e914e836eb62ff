import { afterAll, beforeAll } from 'vitest';
import { startAgencySandbox, type AgencySandbox, type AgencySandboxOptions } from '../../sandboxes/agency/server.mjs';
import { MemoryReadStore, setSiasnReadStore } from '@/server/gateways/siasn/read-store';

const VARIABLES = ['AGENCY_API_BASE', 'AGENCY_API_KEY', 'AGENCY_TIMEOUT_MS', 'AGENCY_CACHE_SECONDS'] as const;

export interface AppliedAgencySandbox {
  sandbox: AgencySandbox;
  /** Closes the sandbox and puts process.env and the read store back. */
  restore(): Promise<void>;
}

/**
 * Starts an agency sandbox on a free port and points the portal at it: its AGENCY_* variables go
 * into process.env and the read cache gets a fresh in-memory store (nothing shared through a
 * Redis named by REDIS_URL). `cacheSeconds` 0 (the default here) turns the portal's cache off, so
 * each call reaches the sandbox.
 */
export async function applyAgencySandbox(options: AgencySandboxOptions & { cacheSeconds?: number } = {}): Promise<AppliedAgencySandbox> {
  const { cacheSeconds = 0, ...sandboxOptions } = options;
  const sandbox = await startAgencySandbox({ port: 0, ...sandboxOptions });
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  Object.assign(process.env, sandbox.env, { AGENCY_CACHE_SECONDS: String(cacheSeconds) });
  setSiasnReadStore(new MemoryReadStore());
  return {
    sandbox,
    async restore() {
      await sandbox.close();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      setSiasnReadStore(undefined);
    },
  };
}

/** One sandbox for the test file (call at file level); read `sandbox` inside hooks and tests only. */
export function useAgencySandbox(options: AgencySandboxOptions & { cacheSeconds?: number } = {}): { readonly sandbox: AgencySandbox } {
  let current: AppliedAgencySandbox | undefined;
  beforeAll(async () => {
    current = await applyAgencySandbox(options);
  });
  afterAll(async () => {
    await current?.restore();
  });
  return {
    get sandbox() {
      if (!current) throw new Error('useAgencySandbox(): read the sandbox inside hooks and tests, after its beforeAll');
      return current.sandbox;
    },
  };
}
