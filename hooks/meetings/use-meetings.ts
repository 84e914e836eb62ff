import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { listAdminMeetings, listLiveMeetings } from '@/services/meetings';
import { meetingKeys } from '@/hooks/query-keys';
import type { MeetingList } from '@/utils/schemas/meetings';

/** The meetings live now; the server keeps a 30 s copy, so asking more often shows nothing new. */
export function useLiveMeetings() {
  return useQuery({ queryKey: meetingKeys.live(), queryFn: listLiveMeetings, refetchInterval: 30_000 });
}

/** Zoom's list of one kind, page after page through its next_page_token (admins only). */
export function useAdminMeetings(type: MeetingList) {
  return useInfiniteQuery({
    queryKey: meetingKeys.adminList(type),
    queryFn: ({ pageParam }) => listAdminMeetings({ type, ...(pageParam ? { next_page_token: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_page_token || undefined,
  });
}
