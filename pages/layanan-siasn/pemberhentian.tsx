import { AppLayout } from '@/components/layout/app-layout';
import { PipelineView } from '@/components/pipelines/pipeline-view';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { GuardedPage } from '@/utils/page-auth';

const PemberhentianPage: GuardedPage = () => (
  <AppLayout title={personnelAdminText.pipelines.pemberhentian.title}>
    <PipelineView pipeline="pemberhentian" />
  </AppLayout>
);

PemberhentianPage.auth = { permission: 'manage-personnel-pipelines' };

export default PemberhentianPage;

export { pemberhentianPageProps as getServerSideProps } from '@/server/pages/pipeline-page-props';
