import { sendTicketFeedback, type FeedbackInput } from '@/services/tickets';
import { useTicketMutation } from './use-ticket-mutation';

export function useTicketFeedback(ticketId: number) {
  return useTicketMutation(ticketId, (body: FeedbackInput) => sendTicketFeedback(ticketId, body));
}
