import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import { tickets } from '@/server/db/schema';

type Reader = Pick<Database, 'select'>;

export interface TicketTotalsOptions {
  /** Totals up to this many are counted on every request (an index walk of at most this many entries). */
  exactUpTo: number;
  /** A larger total is counted once and then reused for this long. */
  ttlMs: number;
  /** Distinct filters (with the user, for users' visibility) remembered at once. */
  maxEntries: number;
}

export const DEFAULT_TOTALS: TicketTotalsOptions = { exactUpTo: 1000, ttlMs: 10_000, maxEntries: 1000 };

interface Entry {
  total: number;
  at: number;
}

const dialect = new PgDialect();

/**
 * List totals that do not rescan 100k rows on every request. One statement counts at most
 * `exactUpTo + 1` matching rows; only when there are more does the same statement count them
 * all (the CASE runs that subquery lazily), and that large total is remembered for `ttlMs` per
 * filter. So a total is exact whenever it is at most `exactUpTo`, and otherwise exact as of at
 * most `ttlMs` ago (a ticket created meanwhile shows in the rows, not yet in "of 100 000").
 */
export class TicketTotals {
  private readonly entries = new Map<string, Entry>();
  private readonly counting = new Map<string, Promise<number>>();

  constructor(readonly options: TicketTotalsOptions = DEFAULT_TOTALS) {}

  /** The cached total, or undefined when it has to be counted (then call `count`). */
  cached(where: SQL | undefined, now = Date.now()): number | undefined {
    const entry = this.entries.get(keyOf(where));
    return entry && now - entry.at < this.options.ttlMs ? entry.total : undefined;
  }

  /** Counts (one statement), sharing one count between concurrent requests for the same filter. */
  count(db: Reader, where: SQL | undefined): Promise<number> {
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

  private async countNow(db: Reader, where: SQL | undefined, key: string): Promise<number> {
    const cap = this.options.exactUpTo;
    const capped = db.select({ one: sql`1` }).from(tickets).where(where).limit(cap + 1).as('capped');
    const everything = db.select({ n: sql`count(*)` }).from(tickets).where(where);
    const [{ total }] = await db
      .select({ total: sql<number>`case when count(*) <= ${cap} then count(*) else (${everything}) end`.mapWith(Number) })
      .from(capped);
    if (total > cap) this.remember(key, total);
    return total;
  }

  private remember(key: string, total: number): void {
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
