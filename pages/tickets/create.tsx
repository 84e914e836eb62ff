import { AppLayout } from '@/components/layout/app-layout';
import { TicketCreateForm } from '@/components/tickets/create/ticket-create-form';
import { ticketsText } from '@/locales/id/tickets';
import type { GuardedPage } from '@/utils/page-auth';

const CreateTicketPage: GuardedPage = () => (
  <AppLayout title={ticketsText.create}>
    <TicketCreateForm />
  </AppLayout>
);

CreateTicketPage.auth = { permission: 'create-ticket' };

export default CreateTicketPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
