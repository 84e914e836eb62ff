import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import { tickets } from '@/server/db/schema';

type Reader = Pick<Database, 'select'>;

export interface TicketTotalsOptions {
  /** Totals up to this many are counted on every request (an index walk of at most this many entries). */
  exactUpTo: number;
  /** Counting stops here: a larger total is answered as this number, marked `capped` ("more than"). */
  countUpTo: number;
  /** A larger total is counted once and then reused for this long. */
  ttlMs: number;
  /** Distinct filters (with the user, for users' visibility) remembered at once. */
  maxEntries: number;
}

export const DEFAULT_TOTALS: TicketTotalsOptions = { exactUpTo: 1000, countUpTo: 10_000, ttlMs: 10_000, maxEntries: 1000 };

/** A list's total; `capped`: there are more matching rows than `total` (the count stopped there). */
export interface Total {
  total: number;
  capped: boolean;
}

interface Entry {
  total: Total;
  at: number;
}

const dialect = new PgDialect();

/**
 * List totals that never count 100k rows. One statement counts at most `exactUpTo + 1`
 * matching rows; only when there are more does the same statement go on, up to `countUpTo + 1`
 * rows (the CASE runs that subquery lazily), and that larger total is remembered for `ttlMs` per
 * filter. So a total is exact whenever it is at most `exactUpTo`, exact as of at most `ttlMs`
 * ago up to `countUpTo`, and beyond that "more than `countUpTo`" (`capped`).
 */
export class TicketTotals {
  private readonly entries = new Map<string, Entry>();
  private readonly counting = new Map<string, Promise<Total>>();

  readonly options: TicketTotalsOptions;

  constructor(options: Partial<TicketTotalsOptions> = {}) {
    this.options = { ...DEFAULT_TOTALS, ...options };
  }

  /** The cached total, or undefined when it has to be counted (then call `count`). */
  cached(where: SQL | undefined, now = Date.now()): Total | undefined {
    const entry = this.entries.get(keyOf(where));
    return entry && now - entry.at < this.options.ttlMs ? entry.total : undefined;
  }

  /** Counts (one statement), sharing one count between concurrent requests for the same filter. */
  count(db: Reader, where: SQL | undefined): Promise<Total> {
    const key = keyOf(where);
    const running = this.counting.get(key);
    if (running) return running;
    const counting = this.countNow(db, where, key).finally(() => this.counting.delete(key));
    this.counting.set(key, counting);
    return counting;
  }

  /** Forget every remembered total (e.g. after a bulk change). */
  clear(): void {
    this.entries.clear();
  }

  private async countNow(db: Reader, where: SQL | undefined, key: string): Promise<Total> {
    const { exactUpTo, countUpTo } = this.options;
    const upTo = (n: number) => db.select({ one: sql`1` }).from(tickets).where(where).limit(n + 1);
    const more = db.select({ n: sql`count(*)` }).from(upTo(countUpTo).as('more'));
    const [{ n }] = await db
      .select({ n: sql<number>`case when count(*) <= ${exactUpTo} then count(*) else (${more}) end`.mapWith(Number) })
      .from(upTo(exactUpTo).as('few'));
    const total = { total: Math.min(n, countUpTo), capped: n > countUpTo };
    if (n > exactUpTo) this.remember(key, total);
    return total;
  }

  private remember(key: string, total: Total): void {
    this.entries.delete(key);
    this.entries.set(key, { total, at: Date.now() });
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

function keyOf(where: SQL | undefined): string {
  if (!where) return '';
  const query = dialect.sqlToQuery(where);
  return `${query.sql}\u0000${JSON.stringify(query.params)}`;
}

// One per process (Next may load this module once per API bundle).
const KEY = Symbol.for('helpdesk.ticketTotals');
type Holder = { [KEY]?: TicketTotals };

export function ticketTotals(): TicketTotals {
  const holder = globalThis as Holder;
  holder[KEY] ??= new TicketTotals();
  return holder[KEY];
}
