import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { ticketWorkText } from '@/locales/id/ticket-work';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { can } from '@/utils/permissions';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { TakeTicketButton } from '../detail/take-ticket-button';

/**
 * Why the reply box of an unassigned ticket only keeps internal notes, with "Ambil tiket" beside
 * the reason (issue 31): staff who may take it, on a ticket they may not answer yet.
 */
export function UnassignedReplyHint({ ticket }: { ticket: TicketDetail }) {
  const user = useCurrentUser();
  if (!user || ticket.is_locked || !can(user, 'take-ticket', { ticket })) return null;
  return (
    <Notice type="info" data-testid="unassigned-reply-hint">
      <Flex gap={8} align="center" wrap>
        <span style={{ flex: '1 1 240px' }}>{ticketWorkText.take.replyHint}</span>
        <TakeTicketButton ticket={ticket} />
      </Flex>
    </Notice>
  );
}
