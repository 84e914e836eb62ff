import { pipelineKeys } from '@/hooks/personnel-admin/keys';
import { listPipeline } from '@/server/pipelines/list';
import { sourceOf } from '@/server/pipelines/sources';
import { FIRST_PIPELINE_PAGE, PIPELINE_PERIOD_READERS } from '@/utils/query/pipeline-periods';
import { dayjs } from '@/utils/format';
import { can } from '@/utils/permissions';
import type { Pipeline } from '@/utils/schemas/personnel-admin';
import { prefetchedPageProps } from './prefetched-page-props';

/**
 * /layanan-siasn/{kp|pemberhentian|pengadaan}: the first page of the period the URL asks for, read
 * as the list opens (default sort, no filter), so the rows are in the HTML (issue 31: KP usable
 * within 2.5 s). Only for those who may read the list; for others the page says why.
 */
const pipelinePageProps = (pipeline: Pipeline) =>
  prefetchedPageProps(async ({ ctx, user, db }) => {
    if (!can(user, 'manage-personnel-pipelines')) return [];
    const source = sourceOf(pipeline);
    const period = PIPELINE_PERIOD_READERS[pipeline](ctx.query, dayjs());
    return [[pipelineKeys.list(pipeline, period, FIRST_PIPELINE_PAGE), await listPipeline(db, source, source.period.parse(period), FIRST_PIPELINE_PAGE)]];
  });

export const kpPageProps = pipelinePageProps('kp');
export const pemberhentianPageProps = pipelinePageProps('pemberhentian');
export const pengadaanPageProps = pipelinePageProps('pengadaan');
