import { AppLayout } from '@/components/layout/app-layout';
import { ApplicationNewView } from '@/components/finance/application-new-view';
import { financeText } from '@/locales/id/finance';
import type { GuardedPage } from '@/utils/page-auth';

const NewApplicationPage: GuardedPage = () => (
  <AppLayout title={financeText.wizard.title}>
    <ApplicationNewView />
  </AppLayout>
);

NewApplicationPage.auth = {};

export default NewApplicationPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
