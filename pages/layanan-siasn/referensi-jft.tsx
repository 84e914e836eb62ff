import { AppLayout } from '@/components/layout/app-layout';
import { RefJftView } from '@/components/ref-jft/ref-jft-view';
import { refJftText } from '@/locales/id/ref-jft';
import type { GuardedPage } from '@/utils/page-auth';

const RefJftPage: GuardedPage = () => (
  <AppLayout title={refJftText.menu}>
    <RefJftView />
  </AppLayout>
);

RefJftPage.auth = { permission: 'view-personnel-reports' };

export default RefJftPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
