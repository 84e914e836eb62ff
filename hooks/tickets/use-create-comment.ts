import { createComment, type NewCommentBody } from '@/services/comments';
import { useTicketMutation } from './use-ticket-mutation';

export function useCreateComment(ticketId: number) {
  return useTicketMutation(ticketId, (body: NewCommentBody) => createComment(ticketId, body));
}
