import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toggleReaction } from '@/services/comments';
import { ticketKeys } from '@/hooks/query-keys';
import type { ReactionEmoji, TicketDetail } from '@/utils/schemas/tickets';

/** Toggles a reaction and writes the answered summary into the cached ticket (no refetch). */
export function useToggleReaction(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, emoji }: { commentId: number; emoji: ReactionEmoji }) => toggleReaction(ticketId, commentId, emoji),
    onSuccess: (reactions, { commentId }) => {
      queryClient.setQueryData<TicketDetail>(ticketKeys.detail(ticketId), (ticket) =>
        ticket && { ...ticket, comments: ticket.comments.map((c) => (c.id === commentId ? { ...c, reactions } : c)) },
      );
    },
  });
}
