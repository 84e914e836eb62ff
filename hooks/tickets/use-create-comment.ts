import { createComment, type CommentBody } from '@/services/comments';
import { useTicketMutation } from './use-ticket-mutation';

export function useCreateComment(ticketId: number) {
  return useTicketMutation(ticketId, (body: CommentBody) => createComment(ticketId, body));
}
