import { AppLayout } from '@/components/layout/app-layout';
import { CallLogView } from '@/components/siasn-logs/call-log-view';
import { siasnLogsText } from '@/locales/id/siasn-logs';
import type { GuardedPage } from '@/utils/page-auth';

const SiasnCallLogPage: GuardedPage = () => (
  <AppLayout title={siasnLogsText.calls.title}>
    <CallLogView />
  </AppLayout>
);

SiasnCallLogPage.auth = { permission: 'view-siasn-logs' };

export default SiasnCallLogPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
