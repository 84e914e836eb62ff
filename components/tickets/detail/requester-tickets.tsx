import Link from 'next/link';
import { Flex } from '@/components/ui/flex';
import { Text } from '@/components/ui/text';
import { Panel } from '@/components/ui/panel';
import { StatusTag } from '@/components/ui/status-tag';
import { ticketToolsText } from '@/locales/id/ticket-tools';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { useRequesterTickets } from '@/hooks/tickets/use-requester-tickets';
import { can } from '@/utils/permissions';
import { formatDate } from '@/utils/format/date';
import type { TicketDetail } from '@/utils/schemas/tickets';

const t = ticketToolsText.requesterTickets;

/**
 * The requester's other tickets, newest first, beside the SIASN panel: staff see at a glance what
 * this person asked before (the list's requester filter, staff only: advanced-filter).
 */
export function RequesterTickets({ ticket }: { ticket: TicketDetail }) {
  const user = useCurrentUser();
  const shown = can(user, 'advanced-filter') && user?.id !== ticket.requester_id;
  const { data, isLoading } = useRequesterTickets(ticket.requester_id, { enabled: shown });
  if (!shown) return null;
  const others = (data?.data ?? []).filter((other) => other.id !== ticket.id);
  const more = (data?.total ?? 0) - 1 - others.length;
  return (
    <Panel size="small" title={t.title} loading={isLoading} data-testid="requester-tickets">
      {others.length === 0 ? (
        <Text secondary>{t.none}</Text>
      ) : (
        <Flex vertical gap={8}>
          {others.map((other) => (
            <Flex key={other.id} justify="space-between" gap={8} align="start">
              <Flex vertical gap={2}>
                <Link href={`/tickets/${other.id}`}>{other.title}</Link>
                <Text secondary>{t.line(other.number, formatDate(other.created_at))}</Text>
              </Flex>
              <StatusTag status={other.status} />
            </Flex>
          ))}
          {more > 0 && <Link href={`/tickets?requester=${ticket.requester_id}`}>{t.all(more)}</Link>}
        </Flex>
      )}
    </Panel>
  );
}
