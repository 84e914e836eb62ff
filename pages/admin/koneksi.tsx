import { AppLayout } from '@/components/layout/app-layout';
import { ConnectionCheckView } from '@/components/connections/connection-check-view';
import { connectionsText } from '@/locales/id/connections';
import type { GuardedPage } from '@/utils/page-auth';

const ConnectionsPage: GuardedPage = () => (
  <AppLayout title={connectionsText.title}>
    <ConnectionCheckView />
  </AppLayout>
);

ConnectionsPage.auth = { permission: 'check-connections' };

export default ConnectionsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
