import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/hooks/query-keys';
import { bulkUpdateTickets } from '@/services/tickets';

/** POST /tickets/bulk; afterwards every list and every cached ticket is refetched. */
export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateTickets,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.details() }),
      ]),
  });
}
