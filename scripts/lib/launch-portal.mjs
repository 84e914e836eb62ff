// Starts the local sandboxes and the production Next server; used by `npm start` and the
// browser tests, so both run the portal the same way.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { startIdentitySandbox } from '../../sandboxes/identity/server.mjs';
import { portalEnv } from './portal-env.mjs';

const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');

// A child killed by a signal has exitCode null and signalCode set: check both, or we wait forever.
const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

async function waitForHealth(url, child, timeoutMs) {
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
 * @param {{ port?: number, sandboxPort?: number, dataDir?: string, overrides?: Record<string,string>, stdio?: 'inherit'|'pipe'|'ignore' }} opts
 */
export async function launchPortal({ port = 3000, sandboxPort = 4010, dataDir = 'data', overrides, stdio = 'inherit' } = {}) {
  const { env, useSandboxes } = portalEnv({ port, sandboxPort, dataDir, overrides });
  const origin = `http://localhost:${port}`;
  const sandbox = useSandboxes
    ? await startIdentitySandbox({
        port: sandboxPort,
        dataDir: path.join(dataDir, 'identity-sandbox'),
        redirectOrigins: [origin, `http://127.0.0.1:${port}`],
      })
    : null;
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], { env, stdio });
  const stop = async () => {
    if (!hasExited(child)) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await sandbox?.close();
  };
  try {
    await waitForHealth(`${origin}/helpdesk/api/health`, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `${origin}/helpdesk`, child, env, stop };
}
