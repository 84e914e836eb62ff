import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, type DbOptions } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite database (openTestDb starts from it). */
    pgliteTemplate?: string;
  }
}

/**
 * The test databases' PGlite: 1 MB WAL segments instead of 16 (the dump's one empty segment was 16
 * of its 40 MB) and 16 MB of shared buffers instead of 128 (zeroed at every start). Opening a
 * database from the dump took 1.5 s of CPU, now ~0.6 s; the API suite opens ~250. What the tests
 * see is the same: the buffers are a cache of the same in-memory files, WAL segments hold the same
 * records in smaller files.
 */
export const TEST_PGLITE: DbOptions['pglite'] = { initDbArgs: ['--wal-segsize=1'], settings: { shared_buffers: '16MB' } };

/**
 * Global set-up of the `api` project: migrates one PGlite database and dumps it to a file. Each
 * test file's database starts from that dump (~0.7 s) instead of a new cluster plus migrations
 * (~3-4 s), a few minutes of every run.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'helpdesk-pglite-template-'));
  const handle = await createDb({ dataDir: 'memory://', pglite: TEST_PGLITE });
  await handle.migrate();
  const dump = await handle.dump?.();
  await handle.close();
  if (!dump) throw new Error('PGlite gave no dump of the template database');
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
