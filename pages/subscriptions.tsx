import { AppLayout } from '@/components/layout/app-layout';
import { SubscribedTickets } from '@/components/tickets/subscribed-tickets';
import { ticketsText } from '@/locales/id/tickets';
import type { GuardedPage } from '@/utils/page-auth';

const SubscriptionsPage: GuardedPage = () => (
  <AppLayout title={ticketsText.subscriptionsTitle}>
    <SubscribedTickets />
  </AppLayout>
);

SubscriptionsPage.auth = {};

export default SubscriptionsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
