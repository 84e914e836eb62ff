import Link from 'next/link';
import { Flex } from '@/components/ui/flex';
import { Text } from '@/components/ui/text';
import { Panel } from '@/components/ui/panel';
import { ticketsText } from '@/locales/id/tickets';
import { useTicketRecommendations } from '@/hooks/tickets/use-ticket-recommendations';
import { StatusTag } from '@/components/ui/status-tag';

/** Published tickets similar to this one (GET /tickets/{id}/recommendations). */
export function SimilarTickets({ ticketId }: { ticketId: number }) {
  const { data = [], isLoading } = useTicketRecommendations(ticketId);
  return (
    <Panel size="small" title={ticketsText.detail.similar} loading={isLoading}>
      {data.length === 0 ? (
        <Text secondary>{ticketsText.detail.noSimilar}</Text>
      ) : (
        <Flex vertical gap={8} data-testid="similar-tickets">
          {data.map((s) => (
            <Flex key={s.id} justify="space-between" gap={8} align="start">
              <Link href={`/tickets/${s.id}`}>{s.title}</Link>
              <StatusTag status={s.status} />
            </Flex>
          ))}
        </Flex>
      )}
    </Panel>
  );
}
