// Loads the benchmark data set into a fresh database: `npm run bench:generate -- --db postgres`.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDb, type DbHandle } from '../../server/db/client';
import { datasetStatements, scaled } from './dataset';
import { benchOptions, type BenchOptions } from './options';

async function freshPostgres(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

function progress(done: number, total: number, label: string, started: number): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  process.stdout.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${label.padEnd(18)} ${seconds}s`);
}

export async function generateDataset(options: BenchOptions): Promise<void> {
  if (options.url) await freshPostgres(options.url);
  else rmSync(options.dataDir, { recursive: true, force: true });
  // One connection: setseed() makes random() deterministic only within the same session.
  const handle: DbHandle = await createDb({ url: options.url, dataDir: options.dataDir, poolMax: 1, statementTimeoutMs: 3_600_000 });
  await handle.migrate();
  const statements = datasetStatements(scaled(options.scale), options.seed);
  const started = performance.now();
  for (const [i, step] of statements.entries()) {
    progress(i, statements.length, step.label, started);
    await handle.db.execute(sql.raw(step.sql));
  }
  progress(statements.length, statements.length, 'VACUUM ANALYZE', started);
  await handle.db.execute(sql`VACUUM ANALYZE`);
  process.stdout.write('\n');
  await handle.close();
}

if (require.main === module) {
  const options = benchOptions();
  console.log(`generating ${options.db} data set (scale ${options.scale}, seed ${options.seed})`);
  generateDataset(options).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
