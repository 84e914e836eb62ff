import { setTicketOption, type TicketOption } from '@/services/tickets';
import { useTicketMutation } from './use-ticket-mutation';

/** Lock, publish or pin on (PUT) or off (DELETE). */
export function useTicketOption(ticketId: number) {
  return useTicketMutation(ticketId, ({ option, enabled }: { option: TicketOption; enabled: boolean }) =>
    setTicketOption(ticketId, option, enabled),
  );
}
