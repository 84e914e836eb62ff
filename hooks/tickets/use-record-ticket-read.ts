import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markTicketRead } from '@/services/tickets';
import { ticketKeys } from '@/hooks/query-keys';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketDetail, TicketListItem } from '@/utils/schemas/tickets';

/**
 * Records that the ticket page was opened (PUT /tickets/{id}/read), again whenever its comment
 * count changes while it is open, and clears the ticket's "Balasan baru" in the cached lists at
 * once (they may stay fresh for 30 s, so a refetch alone would show it on the way back).
 */
export function useRecordTicketRead(ticket: Pick<TicketDetail, 'id' | 'total_comments'> | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: markTicketRead,
    onSuccess: (_, id) =>
      queryClient.setQueriesData<Paginated<TicketListItem>>({ queryKey: ticketKeys.lists() }, (page) =>
        page && { ...page, data: page.data.map((t) => (t.id === id ? { ...t, unread: false } : t)) },
      ),
  });
  const id = ticket?.id;
  const comments = ticket?.total_comments;
  useEffect(() => {
    if (id !== undefined) mutate(id);
  }, [id, comments, mutate]);
}
