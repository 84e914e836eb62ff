import { AsyncLocalStorage } from 'node:async_hooks';
import { publishLive } from './bus';
import type { LiveEvent } from './live-event';

/**
 * Events recorded inside a transaction are published only once it has committed: each
 * `transaction()` (and each savepoint inside it) collects its own; a savepoint that commits hands
 * them to its parent, the outermost commit publishes them, and any rollback drops them with the
 * rows they describe.
 */
const pending = new AsyncLocalStorage<LiveEvent[]>();

type TransactionFn = (work: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;
interface Transactional {
  transaction: TransactionFn;
}

/** Wraps `db.transaction` (and the transactions it opens) to publish their events after commit. */
export function publishAfterCommit<T>(db: T): T {
  const target = db as T & Transactional;
  const open = target.transaction.bind(target);
  const wrapped: TransactionFn = async (work, config) => {
    const parent = pending.getStore();
    const events: LiveEvent[] = [];
    const result = await pending.run(events, () => open((tx) => work(publishAfterCommit(tx)), config));
    if (parent) parent.push(...events);
    else publishLive(events);
    return result;
  };
  target.transaction = wrapped;
  return db;
}

/** Publishes stored events after the surrounding transaction commits, or now when there is none. */
export function afterCommit(events: LiveEvent[]): void {
  const collecting = pending.getStore();
  if (collecting) collecting.push(...events);
  else publishLive(events);
}
