import { setTicketSubscription } from '@/services/tickets';
import { useTicketMutation } from './use-ticket-mutation';

export function useTicketSubscription(ticketId: number) {
  return useTicketMutation(ticketId, (subscribed: boolean) => setTicketSubscription(ticketId, subscribed));
}
