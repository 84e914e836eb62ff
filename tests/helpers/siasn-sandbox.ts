import { siasnEnvFor } from '../../sandboxes/siasn/env.mjs';
import { startSiasnSandbox, type SiasnSandbox, type SiasnSandboxOptions } from '../../sandboxes/siasn/server.mjs';
import { siasnConformance } from '../conformance/siasn-conformance';
import { startRecordingProxy } from './recording-proxy';
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

type Options = SiasnSandboxOptions & {
  /**
   * false: the portal talks to the sandbox directly and its calls are not held to the protocol
   * reference (only for tests of the gateway client itself, which send what they test or need the
   * sandbox's own sockets; say why where it is used).
   */
  conformance?: boolean;
};

/**
 * Starts a SIASN sandbox on a free port and points the portal at it: its SIASN_* variables go
 * into process.env, and the gateway gets fresh in-memory token and read stores, so nothing is
 * shared with other test files through a Redis named by REDIS_URL (CI sets one). Restoring puts
 * process.env and the gateway's stores back as they were.
 *
 * The portal reaches the sandbox through a recording proxy, and restoring fails when any request
 * the portal sent differs from the protocol reference (tests/conformance): every test that drives
 * the portal against SIASN is part of the conformance suite.
 */
export async function applySiasnSandbox({ conformance = true, ...options }: Options = {}): Promise<AppliedSandbox<SiasnSandbox>> {
  const sandbox = await startSiasnSandbox({ port: 0, ...options });
  const proxy = conformance ? await startRecordingProxy(sandbox.url) : null;
  const restoreEnv = applyEnv({ ...(proxy ? siasnEnvFor(proxy.origin) : sandbox.env) });
  const stores = { tokens: new MemoryTokenStore(), reads: new MemoryReadStore() };
  applied.push(stores);
  install(stores);
  return {
    sandbox,
    async restore() {
      await Promise.all([proxy?.close(), sandbox.close()]);
      restoreEnv();
      applied.splice(applied.indexOf(stores), 1);
      install(applied.at(-1));
      const problems = proxy ? await siasnConformance(proxy.exchanges) : [];
      if (problems.length > 0) throw new Error(`SIASN requests that differ from the protocol reference (tests/conformance/siasn-reference.ts):\n${[...new Set(problems)].join('\n')}`);
    },
  };
}

/**
 * One sandbox for the test file (call at file level): started before the file's own `beforeAll`,
 * closed after its tests. Read `sandbox` inside hooks and tests only.
 */
export function useSiasnSandbox(options: Options = {}): { readonly sandbox: SiasnSandbox } {
  return useAppliedSandbox('useSiasnSandbox', () => applySiasnSandbox(options));
}
