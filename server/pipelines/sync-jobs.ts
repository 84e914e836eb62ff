import { ZodError } from 'zod';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { getSiasnConfig } from '@/server/gateways/siasn/config';
import { runPagedSync } from '@/server/jobs/paged-sync';
import type { JobContext, JobDefinition } from '@/server/jobs/types';
import { PIPELINE_SOURCES, type PipelineSource } from './sources';

/** SIASN answers a page as `{ data: [...], count }`; past the end, or for none, its not-found envelope. */
function pageRows(data: unknown): unknown[] {
  return Array.isArray(data) ? data : [];
}

/**
 * How many syncs of one pipeline may be queued or running at once (docs/personnel-admin.md
 * section 2): each pages through an agency list at SIASN, one after another on the worker.
 */
export const MAX_QUEUED_SYNCS_PER_KIND = 3;

/** The sync job of one pipeline (docs/personnel-admin.md sections 2 and 3). */
function syncJobOf<P>(source: PipelineSource<P>): JobDefinition<P> {
  return {
    kind: source.kind,
    params: source.period,
    keyOf: source.keyOf,
    maxLive: MAX_QUEUED_SYNCS_PER_KIND,
    titleOf: (period) => `Sinkronisasi ${source.title} ${source.label(period)}`,
    async run(ctx: JobContext<P>) {
      const config = getSiasnConfig();
      const gateway = getSiasnGateway();
      let skipped = 0;
      const copied = await runPagedSync(ctx, {
        pageSize: config.SIASN_LIST_PAGE_SIZE,
        pauseMs: config.SIASN_LIST_PAGE_PAUSE_MS,
        async fetchPage(offset, limit) {
          const answer = await gateway.get(source.siasnPath, { actor: ctx.actor, query: { ...source.siasnQuery(ctx.params), limit, offset } });
          return { rows: answer.found ? pageRows(answer.data) : [], count: answer.found ? (answer.count ?? null) : 0 };
        },
        toRecord(row) {
          try {
            return source.toRecord(row, ctx.params);
          } catch (error) {
            if (!(error instanceof ZodError)) throw error;
            skipped += 1;
            return null;
          }
        },
        clear: (tx) => tx.delete(source.table).where(source.periodWhere(ctx.params)).then(() => undefined),
        insert: (tx, records) => {
          const rows = records.filter((r): r is Record<string, unknown> => r !== null);
          return rows.length > 0 ? tx.insert(source.table).values(rows).onConflictDoNothing().then(() => undefined) : Promise.resolve();
        },
      });
      if (skipped > 0) await ctx.log(`${skipped} baris dari SIASN dilewati karena tidak lengkap (tanpa id, NIP atau nama) atau bukan periode ini.`);
      await ctx.log(`${copied - skipped} baris tersimpan.`);
    },
  };
}

export const pipelineSyncJobs = [syncJobOf(PIPELINE_SOURCES.kp), syncJobOf(PIPELINE_SOURCES.pemberhentian), syncJobOf(PIPELINE_SOURCES.pengadaan)];
