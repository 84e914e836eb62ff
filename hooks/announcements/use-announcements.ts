import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createAnnouncement, deleteAnnouncement, listAnnouncements, updateAnnouncement, type AnnouncementBody } from '@/services/announcements';
import { announcementKeys } from '@/hooks/query-keys';

export function useAnnouncements(query: { active?: boolean; page?: number; limit?: number }) {
  return useQuery({ queryKey: announcementKeys.list(query), queryFn: () => listAnnouncements(query), placeholderData: keepPreviousData });
}

export function useAnnouncementMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: announcementKeys.all });
  return {
    create: useMutation({ mutationFn: (body: AnnouncementBody) => createAnnouncement(body), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: AnnouncementBody }) => updateAnnouncement(id, body), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deleteAnnouncement(id), onSuccess }),
  };
}
