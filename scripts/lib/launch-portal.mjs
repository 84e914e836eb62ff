// Starts the local sandboxes and the production Next server; used by `npm start` and the
// browser tests, so both run the portal the same way.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { portalEnv } from './portal-env.mjs';
import { nextStartArgs } from './next-start.mjs';
import { startSandboxes } from './sandboxes.mjs';

// A child killed by a signal has exitCode null and signalCode set: check both, or we wait forever.
export const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

export async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`portal exited (code ${child.exitCode}, signal ${child.signalCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`portal not healthy after ${timeoutMs} ms: ${url}`);
}

/**
 * @param {{ port?: number, sandboxPort?: number, siasnSandboxPort?: number, agencySandboxPort?: number, zoomSandboxPort?: number, bankSandboxPort?: number, mailSandboxPort?: number, dataDir?: string, overrides?: Record<string,string>, stdio?: 'inherit'|'pipe'|'ignore' }} opts
 */
export async function launchPortal({ port = 3000, sandboxPort = 4010, siasnSandboxPort = 4020, agencySandboxPort = 4030, zoomSandboxPort = 4040, bankSandboxPort = 4050, mailSandboxPort = 4060, dataDir = 'data', overrides, stdio = 'inherit' } = {}) {
  const { env, useSandboxes, useSiasnSandbox, useAgencySandbox, useZoomSandbox, useBankSandbox, useMailSandbox } = portalEnv({ port, sandboxPort, siasnSandboxPort, agencySandboxPort, zoomSandboxPort, bankSandboxPort, mailSandboxPort, dataDir, overrides });
  const sandboxes = await startSandboxes({ env, port, sandboxPort, siasnSandboxPort, agencySandboxPort, zoomSandboxPort, bankSandboxPort, mailSandboxPort, dataDir, useSandboxes, useSiasnSandbox, useAgencySandbox, useZoomSandbox, useBankSandbox, useMailSandbox });
  const child = spawn(process.execPath, nextStartArgs(port), { env, stdio });
  const stop = async () => {
    if (!hasExited(child)) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await sandboxes.close();
  };
  try {
    await waitForHealth(`http://localhost:${port}/helpdesk/api/health`, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${port}/helpdesk`, child, env, siasnSandbox: sandboxes.siasn, agencySandbox: sandboxes.agency, zoomSandbox: sandboxes.zoom, bankSandbox: sandboxes.bank, mailSandbox: sandboxes.mail, stop };
}
