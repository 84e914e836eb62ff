import type { ZodType } from 'zod';
import type { Database } from '@/server/db';
import type { JobKind } from '@/utils/schemas/personnel-admin';

export type { JobKind };

/** Rows a sync has fetched so far; kept across a restart so a retry continues where it stopped. */
export interface JobStage {
  /** How many rows are staged (the offset a resumed sync continues from). */
  count(): Promise<number>;
  /** Appends a page of rows and records progress (done = rows staged, total) in one transaction. */
  append(rows: unknown[], total: number | null): Promise<void>;
}

export interface JobContext<P> {
  jobId: string;
  params: P;
  db: Database;
  /** Who started it (for audit rows and SIASN call logs); null for a system job. */
  actor: number | null;
  progress(done: number, total: number | null): Promise<void>;
  log(text: string): Promise<void>;
  stage: JobStage;
  /** Throws JOB_CANCELLED when an admin asked to cancel; call between pages. */
  throwIfCancelled(): Promise<void>;
}

/** One kind of job: its params, the key that keeps two live runs of the same period apart, and its work. */
export interface JobDefinition<P> {
  kind: JobKind;
  params: ZodType<P>;
  keyOf(params: P): string;
  /** Shown on the jobs page ("Sinkronisasi KP periode 01-10-2026"). */
  titleOf(params: P): string;
  run(ctx: JobContext<P>): Promise<void>;
  /** At most this many runs of the kind queued or running at once; past it, 429 SYNC_QUEUE_FULL. */
  maxLive?: number;
}
