import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { podcastKeys } from '@/hooks/query-keys';
import {
  createPodcast,
  deletePodcast,
  getEpisode,
  getPodcastAdmin,
  listPodcasts,
  listPodcastsAdmin,
  updatePodcast,
  uploadPodcastMedia,
  type PodcastAdminQuery,
} from '@/services/podcasts';
import type { PodcastBody, PodcastMedia, PodcastPatch } from '@/utils/schemas/podcasts';

/** The published episodes (the cards). */
export function usePodcasts(query: { search?: string; page: number; limit: number }) {
  return useQuery({ queryKey: podcastKeys.list(query), queryFn: () => listPodcasts(query), placeholderData: keepPreviousData });
}

export function useEpisode(id: number | null) {
  return useQuery({ queryKey: podcastKeys.episode(id ?? 0), queryFn: () => getEpisode(id ?? 0), enabled: id !== null });
}

export function usePodcastsAdmin(query: PodcastAdminQuery) {
  return useQuery({ queryKey: podcastKeys.adminList(query), queryFn: () => listPodcastsAdmin(query), placeholderData: keepPreviousData });
}

export function usePodcastAdmin(id: number | null) {
  return useQuery({ queryKey: podcastKeys.adminDetail(id ?? 0), queryFn: () => getPodcastAdmin(id ?? 0), enabled: id !== null });
}

/** Create, edit, upload and delete episodes; each refreshes every podcast list and view. */
export function usePodcastMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: podcastKeys.all });
  return {
    create: useMutation({ mutationFn: (body: PodcastBody) => createPodcast(body), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: PodcastPatch }) => updatePodcast(id, body), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deletePodcast(id), onSuccess }),
    upload: useMutation({
      mutationFn: ({ id, media, file, onProgress }: { id: number; media: PodcastMedia; file: File; onProgress: (percent: number) => void }) =>
        uploadPodcastMedia(id, media, file, onProgress),
      onSuccess,
    }),
  };
}
