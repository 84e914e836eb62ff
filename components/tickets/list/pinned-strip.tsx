import Link from 'next/link';
import { Flex } from '@/components/ui/flex';
import { Text, Title } from '@/components/ui/text';
import { Panel } from '@/components/ui/panel';
import { PushpinFilled } from '@ant-design/icons';
import { ticketsText } from '@/locales/id/tickets';
import { useTickets } from '@/hooks/tickets/use-tickets';
import { MAX_PINNED_TICKETS } from '@/utils/schemas/ticket-codes';
import { StatusTag } from '@/components/ui/status-tag';
import { RelativeTime } from '@/components/ui/relative-time';

const PINNED_QUERY = { pinned: true, limit: MAX_PINNED_TICKETS, page: 1 };

/** The (at most 3) pinned tickets, above the list; nothing when none is pinned. */
export function PinnedStrip() {
  const { data } = useTickets(PINNED_QUERY);
  if (!data?.data.length) return null;
  return (
    <section aria-label={ticketsText.pinnedTitle} data-testid="pinned-strip">
      <Title level={5} style={{ marginTop: 0 }}>
        <PushpinFilled style={{ color: 'var(--area-accent)' }} /> {ticketsText.pinnedTitle}
      </Title>
      <div className="pinned-grid">
        {data.data.map((t) => (
          <Panel key={t.id} size="small" hoverable style={{ height: '100%', borderTop: '3px solid var(--area-accent)' }}>
            <Flex vertical gap={4}>
              <Link href={`/tickets/${t.id}`}>
                <Text strong className="one-line">{t.title}</Text>
              </Link>
              <Flex gap={8} wrap align="center">
                <Text secondary>{t.number}</Text>
                <StatusTag status={t.status} />
                <RelativeTime value={t.created_at} />
              </Flex>
            </Flex>
          </Panel>
        ))}
      </div>
    </section>
  );
}
