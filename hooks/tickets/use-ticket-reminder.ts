import { sendTicketReminder } from '@/services/tickets';
import { useTicketMutation } from './use-ticket-mutation';

export function useTicketReminder(ticketId: number) {
  return useTicketMutation(ticketId, () => sendTicketReminder(ticketId));
}
