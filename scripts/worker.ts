// The background job worker on its own (docs/personnel-admin.md section 2): for a portal started
// with JOBS_WORKER=false on PostgreSQL, or to watch jobs resume after a kill (tests/api/jobs-resume.test.ts).
// Reads the same environment as the portal (DATABASE_URL or PGLITE_DATA_DIR, SIASN_*, AGENCY_*).
import { closeDb, getDb, getDbHandle } from '@/server/db';
import { startJobWorker } from '@/server/jobs/worker';
import { getLogger } from '@/server/log';
import { startEventWatches } from '@/server/notifications/event-watches';

async function main() {
  const handle = await getDbHandle();
  const worker = await startJobWorker();
  const watches = startEventWatches(getDb);
  getLogger().info({ driver: handle.driver }, 'job worker ready');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    watches.stop();
    await worker.stop();
    await closeDb();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

void main();
