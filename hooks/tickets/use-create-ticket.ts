import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTicket } from '@/services/tickets';
import { ticketKeys } from '@/hooks/query-keys';

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
