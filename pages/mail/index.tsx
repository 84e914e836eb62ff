import { AppLayout } from '@/components/layout/app-layout';
import { Mailbox } from '@/components/mail/mailbox';
import { mailText } from '@/locales/id/mail';
import type { GuardedPage } from '@/utils/page-auth';

const MailPage: GuardedPage = () => (
  <AppLayout title={mailText.title}>
    <Mailbox />
  </AppLayout>
);

MailPage.auth = {};

export default MailPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
