import { and, asc, count, desc, eq, ilike, like, max, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { containing, startingWith } from '@/server/db/sql-helpers';
import { findLatestJob } from '@/server/jobs/store';
import { toJobView } from '@/server/jobs/view';
import type { PipelineListQuery, PipelinePage, PipelineRow } from '@/utils/schemas/personnel-admin';
import type { PipelineSource } from './sources';

/** A list's filters within its period: a NIP prefix (digits) or a name, and a status. */
function pipelineFilters<P>(source: PipelineSource<P>, query: Pick<PipelineListQuery, 'search' | 'status'>): SQL[] {
  const filters: SQL[] = [];
  const term = query.search?.trim();
  if (term) filters.push(/^\d+$/.test(term) ? like(source.columns.nip, startingWith(term)) : ilike(source.columns.nama, containing(term)));
  if (query.status) filters.push(eq(source.columns.status, query.status));
  return filters;
}

/** The filters of a list: the period, then a NIP prefix (digits) or a name, and a status. */
export function pipelineWhere<P>(source: PipelineSource<P>, period: P, query: Pick<PipelineListQuery, 'search' | 'status'>): SQL {
  return and(source.periodWhere(period), ...pipelineFilters(source, query)) as SQL;
}

/**
 * A page of the local copy of a period (docs/personnel-admin.md section 3), with when it was copied and its last sync.
 * The period's statuses come with their counts and copy times: unfiltered (the list as it opens)
 * they also give the total and the copy time, so the page costs three reads instead of five.
 */
export async function listPipeline<P>(db: Database, source: PipelineSource<P>, period: P, query: PipelineListQuery): Promise<PipelinePage<PipelineRow>> {
  const where = pipelineWhere(source, period, query);
  const filtered = pipelineFilters(source, query).length > 0;
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, groups, job, filteredTotal] = await Promise.all([
    db
      .select()
      .from(source.table)
      .where(where)
      .orderBy(direction(source.columns[query.sort]), asc(source.columns.nip))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ value: source.columns.status, label: max(source.columns.statusName), count: count(), syncedAt: max(source.columns.syncedAt) })
      .from(source.table)
      .where(source.periodWhere(period))
      .groupBy(source.columns.status)
      .orderBy(asc(source.columns.status)),
    findLatestJob(db, source.kind, source.keyOf(period)),
    filtered ? db.select({ total: count() }).from(source.table).where(where) : null,
  ]);
  const syncedAt = groups.reduce<number | null>((latest, group) => (group.syncedAt ? Math.max(latest ?? 0, new Date(group.syncedAt as Date).getTime()) : latest), null);
  return {
    data: rows as PipelineRow[],
    total: filteredTotal ? filteredTotal[0].total : groups.reduce((sum, group) => sum + group.count, 0),
    page: query.page,
    limit: query.limit,
    statuses: groups
      .map(({ value, label, count: n }) => ({ value, label, count: n }))
      .filter((st): st is { value: string; label: string | null; count: number } => st.value !== null),
    syncedAt: syncedAt === null ? null : new Date(syncedAt).toISOString(),
    job: job ? toJobView(job) : null,
  };
}
