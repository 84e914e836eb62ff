import { setTimeout as sleep } from 'node:timers/promises';
import type { Tx } from '@/server/db/sql-helpers';
import { stagedPages } from './stage';
import type { JobContext } from './types';

/** One list a sync copies: how to fetch a page, what to stage of a row, and how to replace the local copy. */
export interface PagedSync<R> {
  pageSize: number;
  /** Milliseconds between pages (SIASN_LIST_PAGE_PAUSE_MS). */
  pauseMs?: number;
  fetchPage(offset: number, limit: number): Promise<{ rows: unknown[]; count: number | null }>;
  /** What goes into the local table for one source row. */
  toRecord(row: unknown): R;
  /** Inside the swap's transaction: removes the period's rows. None: the records are added to what is kept (upserts). */
  clear?(tx: Tx): Promise<void>;
  /** Inside the swap's transaction: inserts a page of staged records. */
  insert(tx: Tx, records: R[]): Promise<void>;
  /** Inside the swap's transaction, after the inserts (e.g. dropping rows the source no longer has). */
  finish?(tx: Tx): Promise<void>;
}

/**
 * Pages through a list into the job's stage, continuing after the rows a killed run staged, then
 * replaces the local copy in one transaction (docs/personnel-admin.md section 2). Answers the rows copied.
 */
export async function runPagedSync<P, R>(ctx: JobContext<P>, sync: PagedSync<R>): Promise<number> {
  let offset = await ctx.stage.count();
  if (offset > 0) await ctx.log(`Melanjutkan dari baris ke-${offset + 1}.`);
  for (let first = true; ; first = false) {
    await ctx.throwIfCancelled();
    if (!first && sync.pauseMs) await sleep(sync.pauseMs);
    const page = await sync.fetchPage(offset, sync.pageSize);
    await ctx.stage.append(page.rows.map(sync.toRecord), page.count);
    offset += page.rows.length;
    if (page.rows.length < sync.pageSize || (page.count !== null && offset >= page.count)) break;
  }
  await ctx.throwIfCancelled();
  await ctx.log(`${offset} baris diambil; mengganti data lokal.`);
  await ctx.db.transaction(async (tx) => {
    await sync.clear?.(tx);
    for await (const records of stagedPages(tx, ctx.jobId)) await sync.insert(tx, records as R[]);
    await sync.finish?.(tx);
  });
  await ctx.progress(offset, offset);
  return offset;
}
