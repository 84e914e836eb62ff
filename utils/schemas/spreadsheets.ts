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

/** What an upload's file picker offers. */
export const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The largest upload the server takes (its rate-limited upload route, 413 above). */
export const MAX_SPREADSHEET_BYTES = 5 * 1024 * 1024;

/** Why a picked file is not worth sending (the server reads the content anyway), or null. */
export function pickedSpreadsheetProblem(file: { name: string; size: number }): 'notXlsx' | 'tooBig' | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return 'notXlsx';
  return file.size > MAX_SPREADSHEET_BYTES ? 'tooBig' : null;
}
