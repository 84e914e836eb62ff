// Set-up file of the API and component projects, which run their files in shared workers (isolate:
// false in vitest.config.mts): each file still starts as in a process of its own. Our modules are evaluated
// anew (vi.resetModules; node_modules stay loaded, which is what sharing saves), the process-wide
// state the portal keeps on globalThis under Symbol.for('helpdesk.*') is dropped, process.env is
// put back as the worker started (files point gateways at their own sandboxes), and fetch gets a new
// connection pool: a kept-alive connection to an earlier file's closed test server (whose port the
// system may hand out again) answered a call with ECONNRESET.
import { vi } from 'vitest';

const DISPATCHER = Symbol.for('undici.globalDispatcher.1');

const ENV_AT_START = Symbol.for('test.envAtWorkerStart');
const store = globalThis as unknown as Record<symbol, unknown>;
const start = (store[ENV_AT_START] ??= { ...process.env }) as NodeJS.ProcessEnv;
for (const key of Object.keys(process.env)) if (!(key in start)) delete process.env[key];
Object.assign(process.env, start);

for (const key of Object.getOwnPropertySymbols(globalThis)) {
  if (Symbol.keyFor(key)?.startsWith('helpdesk.')) delete store[key];
}
vi.resetModules();

// Node's fetch keeps its pool here; the same class (Node's own undici Agent) makes the new one.
const pool = store[DISPATCHER] as { destroy(): Promise<void> } | undefined;
if (pool) {
  store[DISPATCHER] = new (pool.constructor as new () => unknown)();
  await pool.destroy();
}
