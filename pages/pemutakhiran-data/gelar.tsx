import { AppLayout } from '@/components/layout/app-layout';
import { OwnRecordGuard } from '@/components/siasn/no-nip-record';
import { GelarView } from '@/components/siasn/gelar/gelar-view';
import { siasnServicesText } from '@/locales/id/siasn-services';
import type { GuardedPage } from '@/utils/page-auth';

/** /pemutakhiran-data/gelar: the degrees of the own education history in the SIASN name (a static page beats the section catch-all). */
const GelarPage: GuardedPage = () => (
  <AppLayout title={siasnServicesText.gelar.title}>
    <OwnRecordGuard>
      <GelarView />
    </OwnRecordGuard>
  </AppLayout>
);

GelarPage.auth = {};

export default GelarPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
