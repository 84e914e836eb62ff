// N `next start` processes behind nginx on one PostgreSQL and one Redis, with the sandboxes once:
// `npm run start:cluster`, the cluster tests and the bench's two-process mode (docs/scale-out.md, "Cluster").
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { portalEnv } from '../portal-env.mjs';
import { startSandboxes } from '../sandboxes.mjs';
import { startNginx } from './nginx.mjs';
import { startPortalProcess } from './portal-process.mjs';
import { assertClusterRequirements } from './requirements.mjs';
import { watchReadiness } from './readiness-watch.mjs';

const TSX = path.join('node_modules', 'tsx', 'dist', 'cli.mjs');

/** Migrations and the demo seed, once, in a process of their own. */
function prepareDatabase(env) {
  const run = spawnSync(process.execPath, [TSX, 'scripts/lib/cluster/prepare-database.ts'], { env, stdio: 'inherit', timeout: 300_000 });
  if (run.status !== 0) throw new Error('database migration or seed failed');
}

/**
 * @param {import('./launch-cluster.d.mts').ClusterOptions} [opts]
 * @returns {Promise<import('./launch-cluster.d.mts').Cluster>}
 */
export async function launchCluster({ size = 2, port = 3590, firstPort = 3500, sandboxPorts = {}, dataDir = 'data', overrides = {}, stdio = 'inherit', drainMs = 3_000 } = {}) {
  const ports = { identity: 4500, siasn: 4510, agency: 4520, zoom: 4530, bank: 4540, ...sandboxPorts };
  // Every process gets this environment: NEXTAUTH_URL at nginx, one NEXTAUTH_SECRET (the data folder's).
  const { env, useSandboxes, useSiasnSandbox, useAgencySandbox, useZoomSandbox, useBankSandbox } = portalEnv({
    port,
    sandboxPort: ports.identity,
    siasnSandboxPort: ports.siasn,
    agencySandboxPort: ports.agency,
    zoomSandboxPort: ports.zoom,
    bankSandboxPort: ports.bank,
    dataDir,
    overrides,
  });
  assertClusterRequirements(env);
  env.TRUSTED_PROXIES ??= '127.0.0.1';
  env.SHUTDOWN_DRAIN_MS ??= String(drainMs);
  env.UPLOAD_DIR ??= path.resolve(dataDir, 'uploads');
  prepareDatabase(env);
  const sandboxes = await startSandboxes({ env, port, sandboxPort: ports.identity, siasnSandboxPort: ports.siasn, agencySandboxPort: ports.agency, zoomSandboxPort: ports.zoom, bankSandboxPort: ports.bank, dataDir, useSandboxes, useSiasnSandbox, useAgencySandbox, useZoomSandbox, useBankSandbox });
  const started = await Promise.allSettled(
    Array.from({ length: size }, (_, i) => startPortalProcess({ name: `portal-${i + 1}`, port: firstPort + i, env: { ...env, DB_SEED: 'none' }, stdio })),
  );
  const processes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  // A supervisor killed outright must not leave its children serving.
  const killAll = () => processes.forEach((p) => p.child.kill('SIGKILL'));
  process.once('exit', killAll);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    killAll();
    await sandboxes.close();
    throw failed.reason;
  }
  const nginx = await startNginx({ dir: path.resolve(dataDir, 'nginx'), port, upstreams: processes.map((p) => ({ address: p.address, ready: true })) }).catch(async (error) => {
    killAll();
    await sandboxes.close();
    throw error;
  });
  const watch = watchReadiness({ processes, nginx });

  /** Out of the balancer first (reload), a moment for nginx's workers to pick it up, then SIGTERM. */
  const drainAndStop = async (...stopping) => {
    stopping.forEach((p) => watch.leave(p));
    await watch.apply();
    await sleep(500);
    for (const p of stopping) p.child.kill('SIGTERM');
    await Promise.all(stopping.map((p) => p.exited()));
  };

  return {
    url: `${nginx.url}/helpdesk`,
    env,
    sandboxes,
    nginx,
    processes: processes.map((p) => ({
      url: p.url,
      name: p.name,
      port: p.port,
      child: p.child,
      stop: () => drainAndStop(p),
      kill: async () => {
        p.child.kill('SIGKILL');
        await p.exited();
      },
    })),
    async stop() {
      watch.stop();
      await drainAndStop(...processes);
      await nginx.stop();
      await sandboxes.close();
      process.removeListener('exit', killAll);
    },
  };
}
