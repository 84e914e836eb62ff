import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/hooks/query-keys';

/**
 * A mutation on one ticket: afterwards the ticket's detail (comments, history, flags) and every
 * list are refetched, since any change may move the ticket between filters.
 */
export function useTicketMutation<TVariables, TData>(ticketId: number, mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
      ]),
  });
}
