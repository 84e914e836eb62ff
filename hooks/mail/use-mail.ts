import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMessage, listMessages, markMessageRead, sendMessage, type PrivateMessageBody } from '@/services/mail';
import { searchUsers } from '@/services/users';
import { mailKeys } from '@/hooks/query-keys';
import type { PrivateMessageQuery } from '@/utils/schemas/knowledge';

export function useMessages(query: PrivateMessageQuery) {
  return useQuery({ queryKey: mailKeys.list(query), queryFn: () => listMessages(query), placeholderData: keepPreviousData });
}

/**
 * One message. Showing it to its receiver while unread sends the explicit PATCH (GET has no side
 * effect), then the lists and the unread count refetch.
 */
export function useMessage(id: number | undefined, viewerId: number | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: mailKeys.detail(id ?? 0), queryFn: () => getMessage(id ?? 0), enabled: !!id });
  const unreadForMe = query.data !== undefined && query.data.read_at === null && query.data.receiver.id === viewerId;
  const markRead = useMutation({
    mutationFn: (messageId: number) => markMessageRead(messageId),
    onSuccess: (message) => {
      queryClient.setQueryData(mailKeys.detail(message.id), message);
      void queryClient.invalidateQueries({ queryKey: mailKeys.lists() });
    },
  });
  const { mutate } = markRead;
  useEffect(() => {
    if (unreadForMe && id) mutate(id);
  }, [unreadForMe, id, mutate]);
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
