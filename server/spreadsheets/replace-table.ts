import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import type { ReplaceCounts, SpreadsheetError } from '@/utils/schemas/spreadsheets';
import { readSpreadsheet, type ReadOptions, type RowOf, type UploadColumn } from './read';

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

/**
 * All or nothing: the upload's rows replace the table when every cell is valid, else its errors
 * come back and nothing changes (docs/personnel-admin.md section 5).
 */
export async function replaceFromUpload<const C extends readonly UploadColumn[], T extends PgTable>(
  db: Database,
  table: T,
  bytes: Buffer,
  read: ReadOptions<C>,
  toRecord: (row: RowOf<C>) => T['$inferInsert'],
): Promise<ReplaceCounts | { errors: SpreadsheetError[] }> {
  const { rows, errors } = await readSpreadsheet(bytes, read);
  return errors.length > 0 ? { errors } : replaceTable(db, table, rows.map(toRecord));
}
