import { Panel } from '@/components/ui/panel';
import { ticketsText } from '@/locales/id/tickets';
import { useSubscribedTickets } from '@/hooks/tickets/use-subscribed-tickets';
import { usePageParams } from '@/components/ui/use-page-params';
import { TicketTable } from './list/ticket-table';

/** Tickets the user follows (GET /tickets/subscribes); the page lives in the URL like the ticket list. */
export function SubscribedTickets() {
  const { page, limit, onPageChange } = usePageParams();
  const { data, isFetching } = useSubscribedTickets(page, limit);
  return (
    <Panel title={ticketsText.subscriptionsTitle}>
      <TicketTable
        testId="subscribed-table"
        data={data}
        loading={isFetching}
        page={page}
        limit={limit}
        emptyText={ticketsText.subscriptionsEmpty}
        onPageChange={onPageChange}
      />
    </Panel>
  );
}
