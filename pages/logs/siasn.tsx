import { AppLayout } from '@/components/layout/app-layout';
import { WriteLogView } from '@/components/siasn-logs/write-log-view';
import { siasnLogsText } from '@/locales/id/siasn-logs';
import type { GuardedPage } from '@/utils/page-auth';

const SiasnWriteLogPage: GuardedPage = () => (
  <AppLayout title={siasnLogsText.writes.title}>
    <WriteLogView />
  </AppLayout>
);

SiasnWriteLogPage.auth = { permission: 'view-siasn-logs' };

export default SiasnWriteLogPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
