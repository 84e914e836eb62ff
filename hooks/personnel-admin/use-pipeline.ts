import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listPipeline, syncPipeline, uploadSkKp, type PeriodQuery, type PipelineListQuery } from '@/services/personnel-admin';
import type { Pipeline } from '@/utils/schemas/personnel-admin';
import { jobKeys, pipelineKeys } from './keys';

/** A page of a pipeline's stored list of a period; the previous page stays while the next loads. */
export function usePipelineList(pipeline: Pipeline, period: PeriodQuery, query: PipelineListQuery, enabled = true) {
  return useQuery({
    queryKey: pipelineKeys.list(pipeline, period, query),
    queryFn: () => listPipeline(pipeline, period, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every stored list of the pipeline read again (after a sync ended, an SK went up). */
export function useRefreshPipeline(pipeline: Pipeline) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: pipelineKeys.lists(pipeline) });
}

/** Starts (or joins) the period's sync; the jobs page sees it too. */
export function useSyncPipeline(pipeline: Pipeline) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: PeriodQuery) => syncPipeline(pipeline, period),
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}

export function useUploadSkKp() {
  const refresh = useRefreshPipeline('kp');
  return useMutation({ mutationFn: uploadSkKp, onSuccess: () => refresh() });
}
