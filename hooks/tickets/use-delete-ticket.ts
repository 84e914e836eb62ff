import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTicket } from '@/services/tickets';
import { ticketKeys } from '@/hooks/query-keys';

export function useDeleteTicket(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTicket(ticketId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ticketKeys.detail(ticketId) });
      return queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
