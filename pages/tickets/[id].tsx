import { AppLayout } from '@/components/layout/app-layout';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import { useRouteId } from '@/hooks/use-route-id';
import { ticketsText } from '@/locales/id/tickets';
import type { GuardedPage } from '@/utils/page-auth';

const TicketDetailPage: GuardedPage = () => {
  const id = useRouteId();
  return (
    <AppLayout title={ticketsText.title}>
      <TicketDetailView id={id} />
    </AppLayout>
  );
};

TicketDetailPage.auth = {};

export default TicketDetailPage;

export { ticketDetailPageProps as getServerSideProps } from '@/server/pages/ticket-page-props';
