import { deleteComment } from '@/services/comments';
import { useTicketMutation } from './use-ticket-mutation';

export function useDeleteComment(ticketId: number) {
  return useTicketMutation(ticketId, (commentId: number) => deleteComment(ticketId, commentId));
}
