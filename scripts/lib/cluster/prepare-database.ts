// Migrates and seeds the cluster's database once, before its processes start; they then open it
// with DB_SEED=none, so N processes never seed at the same time (scripts/lib/cluster/launch-cluster.mjs).
import { closeDb, getDbHandle } from '@/server/db';

async function main() {
  await getDbHandle();
  await closeDb();
}

// Exits itself: the seed's live events opened a Redis connection that would keep it running.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
