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
        // drizzle's "Failed query" names the statement; the driver's reason is its cause.
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
        getLogger().warn({ backgroundWrite: { table, error: error instanceof Error ? error.message : String(error), cause } }, `${table} insert failed`);
      },
    );
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

// Batches collected but not yet written (see `batchedInBackground`).
const batches = new Set<() => void>();

/** Settles once every background write started so far, and every row collected, has been written (or failed). */
export async function flushBackgroundWrites(): Promise<void> {
  for (const write of [...batches]) write();
  while (pending.size > 0) await Promise.all([...pending]);
}

/** How long rows wait for company before their batch is written. */
export const BATCH_WINDOW_MS = 20;
const BATCH_MAX_ROWS = 500;

/**
 * A writer of `table` rows that collects them and writes each batch in one background insert:
 * for one row per request (the staff reads of docs/privacy.md), where an insert per row needed a
 * pool connection per request and, under load, fell behind until rows waited past the pool's
 * connection timeout and were lost. A batch goes after BATCH_WINDOW_MS, or at BATCH_MAX_ROWS.
 */
export function batchedInBackground<Row>(table: string, insert: (db: Database, rows: Row[]) => Promise<unknown>): (row: Row) => void {
  let rows: Row[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    batches.delete(write);
    const batch = rows;
    rows = [];
    if (batch.length > 0) writeInBackground(table, (db) => insert(db, batch));
  };
  return (row) => {
    rows.push(row);
    if (rows.length >= BATCH_MAX_ROWS) return write();
    if (timer) return;
    batches.add(write);
    timer = setTimeout(write, BATCH_WINDOW_MS);
    timer.unref?.();
  };
}
