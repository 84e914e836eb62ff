// Reads sheet 1 of an xlsx in a worker thread (server/spreadsheets/sheet-reader.ts starts it with
// resourceLimits): exceljs's streaming reader, row by row, stopping one row past `maxRows`, so a
// hostile workbook costs this thread's capped memory and time, never the portal's. Plain ESM: it
// runs unbundled under vitest, `next start` and Node 24 alike. Styles are read for the number
// formats: without them a date cell is its serial number.
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { plainCell } from './read-cells.mjs';

/** `{ header, rows: [{ row, cells }], more }` of the first sheet, or null for a workbook without one. */
async function readFirstSheet({ bytes, maxRows }) {
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore' });
  for await (const sheet of workbook) {
    let header = [];
    const rows = [];
    for await (const row of sheet) {
      const cells = Array.from(row.values.slice(1), (value) => plainCell(value));
      if (row.number === 1) header = cells;
      else if (cells.some((cell) => cell !== null)) {
        if (rows.length === maxRows) return { header, rows, more: true };
        rows.push({ row: row.number, cells });
      }
    }
    return { header, rows, more: false };
  }
  return null;
}

readFirstSheet(workerData).then(
  (sheet) => parentPort.postMessage({ sheet }),
  (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
