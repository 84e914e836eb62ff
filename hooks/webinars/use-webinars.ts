import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webinarKeys } from '@/hooks/query-keys';
import { createWebinar, deleteWebinar, getWebinar, listWebinars, updateWebinar, type WebinarListParams } from '@/services/webinars';
import type { WebinarInput } from '@/utils/schemas/webinars';

export function useWebinars(query: WebinarListParams) {
  return useQuery({ queryKey: webinarKeys.list(query), queryFn: () => listWebinars(query), placeholderData: keepPreviousData });
}

export function useWebinar(id: number | undefined) {
  return useQuery({ queryKey: webinarKeys.detail(id ?? 0), queryFn: () => getWebinar(id ?? 0), enabled: id !== undefined });
}

/** Series writes (admins); every webinar query is refreshed after one. */
export function useWebinarMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: webinarKeys.all });
  return {
    create: useMutation({ mutationFn: (body: WebinarInput) => createWebinar(body), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: Partial<WebinarInput> }) => updateWebinar(id, body), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deleteWebinar(id), onSuccess }),
  };
}
