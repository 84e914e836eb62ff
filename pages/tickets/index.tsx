import { AppLayout } from '@/components/layout/app-layout';
import { TicketListView } from '@/components/tickets/list/ticket-list-view';
import { ticketsText } from '@/locales/id/tickets';
import type { GuardedPage } from '@/utils/page-auth';

const TicketsPage: GuardedPage = () => (
  <AppLayout title={ticketsText.title}>
    <TicketListView />
  </AppLayout>
);

TicketsPage.auth = {};

export default TicketsPage;

export { ticketListPageProps as getServerSideProps } from '@/server/pages/ticket-page-props';
