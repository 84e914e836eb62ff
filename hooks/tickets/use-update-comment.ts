import { updateComment, type CommentBody } from '@/services/comments';
import { useTicketMutation } from './use-ticket-mutation';

export function useUpdateComment(ticketId: number) {
  return useTicketMutation(ticketId, ({ commentId, body }: { commentId: number; body: CommentBody }) =>
    updateComment(ticketId, commentId, body),
  );
}
