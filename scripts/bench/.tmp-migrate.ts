import { createDb } from '../../server/db/client';
import { sql } from 'drizzle-orm';
(async () => {
  const h = await createDb({ url: process.argv[2], poolMax: 1, statementTimeoutMs: 3_600_000 });
  const t = performance.now();
  await h.migrate();
  await h.db.execute(sql`analyze`);
  console.log('migrated in', Math.round(performance.now() - t), 'ms');
  await h.close();
})();
