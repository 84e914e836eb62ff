import { AppLayout } from '@/components/layout/app-layout';
import { PipelineView } from '@/components/pipelines/pipeline-view';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { GuardedPage } from '@/utils/page-auth';

const KpPage: GuardedPage = () => (
  <AppLayout title={personnelAdminText.pipelines.kp.title}>
    <PipelineView pipeline="kp" />
  </AppLayout>
);

KpPage.auth = { permission: 'manage-personnel-pipelines' };

export default KpPage;

export { kpPageProps as getServerSideProps } from '@/server/pages/pipeline-page-props';
