import { Panel } from '@/components/ui/panel';
import { Text } from '@/components/ui/text';
import { ticketsText } from '@/locales/id/tickets';
import type { TicketHistoryView } from '@/utils/schemas/tickets';
import { useStatuses } from '@/hooks/references/use-statuses';
import { usePriorities } from '@/hooks/references/use-priorities';
import { RelativeTime } from '@/components/ui/relative-time';
import { Timeline } from '@/components/ui/timeline';
import { historyText } from './history-text';

/** ticket_histories, newest first, in Indonesian, each with its relative time (the full date on hover). */
export function TicketHistory({ histories }: { histories: TicketHistoryView[] }) {
  const { data: statuses = [] } = useStatuses();
  const { data: priorities = [] } = usePriorities();
  const names = Object.fromEntries([...statuses, ...priorities].map((r) => [r.code, r.name]));
  // Rows written in one transaction share their time: the later row (higher id) is the newer, so
  // a take reads "status" above "agen" and a reply with a status "status" above "berkomentar".
  const newestFirst = [...histories].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <Panel size="small" title={ticketsText.detail.history}>
      {newestFirst.length === 0 ? (
        <Text secondary>{ticketsText.detail.noHistory}</Text>
      ) : (
        <Timeline
          data-testid="ticket-history"
          items={newestFirst.map((h) => ({
            key: h.id,
            content: (
              <>
                <Text>{historyText(h, names)}</Text>
                <br />
                <span style={{ fontSize: 12 }}>
                  <RelativeTime value={h.created_at} />
                </span>
              </>
            ),
          }))}
        />
      )}
    </Panel>
  );
}
