import { getLogger } from '@/server/log';
import type { Database } from './client';
import { getDb } from './index';

// Inserts still running, so tests (and a clean shutdown) can wait for them.
const pending = new Set<Promise<void>>();

/**
 * Runs `write` without making the caller wait: for the gateway call logs (siasn_calls,
 * bank_calls), written after each call. A failed write is a warning `<table> insert failed` and
 * never fails the call that logged it.
 */
export function writeInBackground(table: string, write: (db: Database) => Promise<unknown>): void {
  const run = getDb()
    .then(write)
    .then(
      () => undefined,
      (error: unknown) => {
        getLogger().warn({ backgroundWrite: { table, error: error instanceof Error ? error.message : String(error) } }, `${table} insert failed`);
      },
    );
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Settles once every background write started so far has finished (or failed). */
export async function flushBackgroundWrites(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
