import { AppLayout } from '@/components/layout/app-layout';
import { PipelineView } from '@/components/pipelines/pipeline-view';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { GuardedPage } from '@/utils/page-auth';

const PengadaanPage: GuardedPage = () => (
  <AppLayout title={personnelAdminText.pipelines.pengadaan.title}>
    <PipelineView pipeline="pengadaan" />
  </AppLayout>
);

PengadaanPage.auth = { permission: 'manage-personnel-pipelines' };

export default PengadaanPage;

export { pengadaanPageProps as getServerSideProps } from '@/server/pages/pipeline-page-props';
