// One `next start` of a cluster: its port, its name (PORTAL_PROCESS, answered as X-Portal-Process)
// and the cluster's shared environment.
import { spawn } from 'node:child_process';
import { hasExited, waitForHealth } from '../launch-portal.mjs';
import { nextStartArgs } from '../next-start.mjs';

/** @param {import('node:child_process').ChildProcess} child */
const exited = (child) => (hasExited(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));

/**
 * @param {{ name: string, port: number, env: NodeJS.ProcessEnv, stdio?: 'inherit'|'pipe'|'ignore' }} opts
 */
export async function startPortalProcess({ name, port, env, stdio = 'inherit' }) {
  // Its own process group: a Ctrl-C reaches the supervisor only, which drains the processes in turn.
  const child = spawn(process.execPath, nextStartArgs(port), {
    env: { ...env, PORT: String(port), PORTAL_PROCESS: name },
    stdio: stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : stdio,
    detached: true,
  });
  const url = `http://localhost:${port}/helpdesk`;
  await waitForHealth(`${url}/api/health/ready`, child, 120_000).catch(async (error) => {
    child.kill('SIGKILL');
    await exited(child);
    throw error;
  });
  return {
    name,
    port,
    url,
    address: `127.0.0.1:${port}`,
    child,
    exited: () => exited(child),
    /** Ready for new requests (GET /api/health/ready 200 within 2 s). */
    ready: () =>
      fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
        (res) => res.ok,
        () => false,
      ),
  };
}
