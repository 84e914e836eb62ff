import type { PeriodQuery, PipelineListQuery } from '@/services/personnel-admin';
import type { JobListQuery, Pipeline } from '@/utils/schemas/personnel-admin';

// The keys of the admin personnel screens (docs/personnel-admin.md sections 2 and 3), in the
// shape of hooks/query-keys.ts.

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (query: JobListQuery) => [...jobKeys.lists(), query] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
};

export const pipelineKeys = {
  all: ['pipelines'] as const,
  /** Every list of one pipeline: a finished sync or an uploaded SK invalidates them all. */
  lists: (pipeline: Pipeline) => [...pipelineKeys.all, pipeline] as const,
  list: (pipeline: Pipeline, period: PeriodQuery, query: PipelineListQuery) => [...pipelineKeys.lists(pipeline), period, query] as const,
};
