import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMessage, listMessages, sendMessage, type PrivateMessageBody } from '@/services/mail';
import { searchUsers } from '@/services/users';
import { mailKeys } from '@/hooks/query-keys';
import type { PrivateMessageQuery } from '@/utils/schemas/knowledge';

export function useMessages(query: PrivateMessageQuery) {
  return useQuery({ queryKey: mailKeys.list(query), queryFn: () => listMessages(query), placeholderData: keepPreviousData });
}

/** One message; opening it marks it read on the server, so the lists (and unread count) refetch. */
export function useMessage(id: number | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: mailKeys.detail(id ?? 0), queryFn: () => getMessage(id ?? 0), enabled: !!id });
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: mailKeys.lists() });
  }, [loaded, queryClient]);
  return query;
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivateMessageBody) => sendMessage(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.lists() }),
  });
}

export function useUserSearch(term: string) {
  return useQuery({ queryKey: mailKeys.userSearch(term), queryFn: () => searchUsers(term), enabled: term.length >= 2, staleTime: 60_000 });
}
