import { changeTicketAgent, type ChangeAgentInput } from '@/services/tickets';
import { useTicketMutation } from './use-ticket-mutation';

export function useChangeAgent(ticketId: number) {
  return useTicketMutation(ticketId, (body: ChangeAgentInput) => changeTicketAgent(ticketId, body));
}
