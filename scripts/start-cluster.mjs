// `npm run start:cluster`: CLUSTER_SIZE (default 2) portal processes on PostgreSQL (DATABASE_URL) and
// Redis (REDIS_URL) behind nginx on CLUSTER_PORT (default 3590), the sandboxes once (docs/scale-out.md).
import nextEnv from '@next/env';
import { buildIfStale } from './lib/build.mjs';
import { launchCluster } from './lib/cluster/launch-cluster.mjs';
import { assertClusterRequirements } from './lib/cluster/requirements.mjs';

const numberFrom = (name, fallback) => Number(process.env[name] ?? fallback);

let cluster;
try {
  // Before a build that may take minutes: .env files count, as for the processes.
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  assertClusterRequirements(process.env);
  buildIfStale({ force: process.argv.includes('--rebuild'), distDir: process.env.NEXT_DIST_DIR || '.next' });
  cluster = await launchCluster({
    size: numberFrom('CLUSTER_SIZE', 2),
    port: numberFrom('CLUSTER_PORT', 3590),
    firstPort: numberFrom('CLUSTER_FIRST_PORT', 3500),
    dataDir: process.env.CLUSTER_DATA_DIR ?? 'data',
  });
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}
console.log(`\nHelpdesk ASN (klaster) siap: ${cluster.url}`);
for (const p of cluster.processes) console.log(`  ${p.name}: ${p.url}`);
console.log('(akun demo: admin, agent, user, user2, pttpk; sandi demo1234)\n');

// Ctrl-C / SIGTERM: each process leaves nginx's upstream, drains and stops; then nginx and the sandboxes.
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
cluster.nginx.child.on('exit', (code) => {
  if (!stopping) {
    console.error(`nginx exited (code ${code}): stopping the cluster`);
    void shutdown();
  }
});
