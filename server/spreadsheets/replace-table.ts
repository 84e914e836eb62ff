import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import type { ReplaceCounts } from '@/utils/schemas/spreadsheets';

// Rows per INSERT: 1,000 rows of a few columns stay far below PostgreSQL's 65,535 parameters.
const INSERT_CHUNK = 1000;

/**
 * Replaces every row of a table uploaded whole (a reference, a list) in one transaction: readers
 * see the old rows or the new ones, never a mix, and a failure leaves the old ones.
 */
export async function replaceTable<T extends PgTable>(db: Database, table: T, records: T['$inferInsert'][]): Promise<ReplaceCounts> {
  return db.transaction(async (tx) => {
    const removed = await tx.$count(table);
    await tx.delete(table);
    for (let i = 0; i < records.length; i += INSERT_CHUNK) await tx.insert(table).values(records.slice(i, i + INSERT_CHUNK));
    return { removed, inserted: records.length };
  });
}
