/** Rows an export reads from the database at a time. */
export const EXPORT_PAGE_SIZE = 1000;

/** Reads up to `limit` rows ordered by the cursor's key, after `cursor` (from the start when null). */
export type FetchAfter<Row, Cursor> = (cursor: Cursor | null, limit: number) => Promise<Row[]>;

/**
 * The rows of a query as pages, read by keyset (`where key > cursor order by key limit n`):
 * never OFFSET, which rescans every earlier row, and never the whole table at once. `cursorOf`
 * gives the key of a page's last row, the next page starts after it.
 */
export async function* keysetPages<Row, Cursor>(
  fetchAfter: FetchAfter<Row, Cursor>,
  cursorOf: (row: Row) => Cursor,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await fetchAfter(cursor, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    cursor = cursorOf(rows[rows.length - 1]);
  }
}
