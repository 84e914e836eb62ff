import { and, asc, count, desc, eq, ilike, like, max, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { containing, startingWith } from '@/server/db/sql-helpers';
import { findLatestJob } from '@/server/jobs/store';
import { toJobView } from '@/server/jobs/view';
import type { PipelineListQuery, PipelinePage, PipelineRow } from '@/utils/schemas/personnel-admin';
import type { PipelineSource } from './sources';


/** The filters of a list: the period, then a NIP prefix (digits) or a name, and a status. */
export function pipelineWhere<P>(source: PipelineSource<P>, period: P, query: Pick<PipelineListQuery, 'search' | 'status'>): SQL {
  const filters: SQL[] = [source.periodWhere(period)];
  const term = query.search?.trim();
  if (term) filters.push(/^\d+$/.test(term) ? like(source.columns.nip, startingWith(term)) : ilike(source.columns.nama, containing(term)));
  if (query.status) filters.push(eq(source.columns.status, query.status));
  return and(...filters) as SQL;
}

/** A page of the local copy of a period (docs/personnel-admin.md section 3), with when it was copied and its last sync. */
export async function listPipeline<P>(db: Database, source: PipelineSource<P>, period: P, query: PipelineListQuery): Promise<PipelinePage<PipelineRow>> {
  const where = pipelineWhere(source, period, query);
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, [{ total }], [{ syncedAt }], job, statuses] = await Promise.all([
    db
      .select()
      .from(source.table)
      .where(where)
      .orderBy(direction(source.columns[query.sort]), asc(source.columns.nip))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(source.table).where(where),
    db.select({ syncedAt: max(source.columns.syncedAt) }).from(source.table).where(source.periodWhere(period)),
    findLatestJob(db, source.kind, source.keyOf(period)),
    db
      .select({ value: source.columns.status, label: max(source.columns.statusName), count: count() })
      .from(source.table)
      .where(source.periodWhere(period))
      .groupBy(source.columns.status)
      .orderBy(asc(source.columns.status)),
  ]);
  return {
    data: rows as PipelineRow[],
    total,
    page: query.page,
    limit: query.limit,
    statuses: statuses.filter((st): st is { value: string; label: string | null; count: number } => st.value !== null),
    syncedAt: syncedAt ? new Date(syncedAt as Date).toISOString() : null,
    job: job ? toJobView(job) : null,
  };
}
