import { setCommentAnswer } from '@/services/comments';
import { useTicketMutation } from './use-ticket-mutation';

/** Mark (PUT) or unmark (DELETE) a comment as the ticket's answer. */
export function useCommentAnswer(ticketId: number) {
  return useTicketMutation(ticketId, ({ commentId, isAnswer }: { commentId: number; isAnswer: boolean }) =>
    setCommentAnswer(ticketId, commentId, isAnswer),
  );
}
