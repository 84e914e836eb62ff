import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PlainCell } from './read-cells.mjs';

/** Sheet 1 as the reading worker sends it: row 1's cells, the non-empty data rows (Excel numbers), and whether more followed. */
export interface SheetCells {
  header: PlainCell[];
  rows: { row: number; cells: PlainCell[] }[];
  more: boolean;
}

export type SheetOutcome = { sheet: SheetCells | null } | { failure: 'memory' | 'time' | 'unreadable' };

// One workbook at a time, in a thread whose heap is capped: two uploads at once wait in turn, so
// intake adds at most one capped thread to the portal's memory (docs/security.md).
const LIMITS = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
const TIME_LIMIT_MS = 30_000;
// Resolved from the project folder, as the markdown worker is: the Next bundle holds no copy of it.
const WORKER_FILE = path.join(process.cwd(), 'server', 'spreadsheets', 'read-worker.mjs');

let turn: Promise<unknown> = Promise.resolve();

function runWorker(bytes: Buffer, maxRows: number): Promise<SheetOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_FILE, { workerData: { bytes, maxRows }, resourceLimits: LIMITS });
    const done = (outcome: SheetOutcome) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => done({ failure: 'time' }), TIME_LIMIT_MS);
    worker.on('message', (message: { sheet?: SheetCells | null; error?: string }) => done('error' in message ? { failure: 'unreadable' } : { sheet: message.sheet ?? null }));
    worker.on('error', (error: Error & { code?: string }) => done({ failure: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'unreadable' }));
    worker.on('exit', () => done({ failure: 'unreadable' }));
  });
}

/** Reads sheet 1 of `bytes` in a capped worker thread, after the workbooks before it. */
export function readSheetCells(bytes: Buffer, maxRows: number): Promise<SheetOutcome> {
  const mine = turn.then(() => runWorker(bytes, maxRows));
  turn = mine.catch(() => undefined);
  return mine;
}
