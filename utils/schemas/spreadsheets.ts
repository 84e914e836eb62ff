// What the spreadsheet uploads answer (docs/personnel-admin.md sections 4, 5 and 7), read by the
// server and the upload screens.

/** One refused cell, or (row null) a problem of the whole file. */
export interface SpreadsheetError {
  /** The row number as Excel shows it (the header is row 1); null when the whole file is refused. */
  row: number | null;
  /** The column's header, as the template writes it. */
  column: string;
  reason: string;
}

/** The 422 answer of a refused upload: nothing was changed. */
export interface InvalidSpreadsheetAnswer {
  code: 'INVALID_SPREADSHEET';
  message: string;
  errors: SpreadsheetError[];
}

/** A reference replaced by an upload: the rows it had and the rows it has now. */
export interface ReplaceCounts {
  removed: number;
  inserted: number;
}
