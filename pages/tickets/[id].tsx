import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/app-layout';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import { ticketsText } from '@/locales/id';
import type { GuardedPage } from '@/utils/page-auth';

/** undefined while the router reads the URL, null when the id is not a number. */
const ticketId = (ready: boolean, value: unknown) => (!ready ? undefined : typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

const TicketDetailPage: GuardedPage = () => {
  const { query, isReady } = useRouter();
  return (
    <AppLayout title={ticketsText.title}>
      <TicketDetailView id={ticketId(isReady, query.id)} />
    </AppLayout>
  );
};

TicketDetailPage.auth = {};

export default TicketDetailPage;

export { ticketDetailPageProps as getServerSideProps } from '@/server/pages/ticket-page-props';
