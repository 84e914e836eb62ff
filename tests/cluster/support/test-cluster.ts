// One cluster per test file: a database of its own on TEST_DATABASE_URL's server (or on
// `databaseServer`, e.g. a throwaway PostgreSQL the test stops and starts), a private Redis,
// two portal processes (ports 3500+) behind nginx (3590), the sandboxes (4500+); logs in a file.
import { chmodSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchCluster, type Cluster } from '../../../scripts/lib/cluster/launch-cluster.mjs';
import { createClusterDatabase, type ClusterDatabase } from './cluster-database';
import { startPrivateRedis, type PrivateRedis } from './private-redis';

export interface TestCluster {
  cluster: Cluster;
  database: ClusterDatabase;
  redis: PrivateRedis;
  logFile: string;
  close(): Promise<void>;
}

export async function startTestCluster({
  portOffset = 0,
  databaseServer = process.env.TEST_DATABASE_URL!,
}: { portOffset?: number; databaseServer?: string } = {}): Promise<TestCluster> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'helpdesk-cluster-'));
  // nginx's workers run as `nobody` when the tests run as root: they must reach its temp folders.
  chmodSync(dataDir, 0o755);
  const database = await createClusterDatabase(databaseServer);
  const redis = await startPrivateRedis();
  const logFile = path.join(dataDir, 'cluster.log');
  const log = createWriteStream(logFile);
  try {
    const cluster = await launchCluster({
      size: 2,
      port: 3590 + portOffset,
      firstPort: 3500 + portOffset * 10,
      sandboxPorts: { identity: 4500 + portOffset, siasn: 4510 + portOffset, agency: 4520 + portOffset, zoom: 4530 + portOffset, bank: 4540 + portOffset },
      dataDir,
      stdio: 'pipe',
      drainMs: 1_500,
      overrides: {
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        NEXT_DIST_DIR: process.env.CLUSTER_DIST_DIR ?? '.next-test',
        LOG_LEVEL: 'warn',
        JOBS_RETRY_DELAY_SECONDS: '1',
      },
    });
    for (const p of cluster.processes) {
      p.child.stdout?.pipe(log, { end: false });
      p.child.stderr?.pipe(log, { end: false });
    }
    return {
      cluster,
      database,
      redis,
      logFile,
      async close() {
        await cluster.stop().catch((error: unknown) => console.warn('cluster stop', error));
        await redis.stop();
        await database.drop();
        log.end();
        if (!process.env.KEEP_CLUSTER_LOGS) rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await redis.stop();
    await database.drop();
    log.end();
    throw error;
  }
}
