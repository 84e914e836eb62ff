import { AppLayout } from '@/components/layout/app-layout';
import { OwnRecordGuard } from '@/components/siasn/no-nip-record';
import { RecordHealthView } from '@/components/siasn/record-health/record-health-view';
import { siasnServicesText } from '@/locales/id/siasn-services';
import type { GuardedPage } from '@/utils/page-auth';

/** /pemutakhiran-data/kesehatan-data: what is missing or differs in the own SIASN record, each with its fix. */
const RecordHealthPage: GuardedPage = () => (
  <AppLayout title={siasnServicesText.health.title}>
    <OwnRecordGuard>
      <RecordHealthView nip={null} />
    </OwnRecordGuard>
  </AppLayout>
);

RecordHealthPage.auth = {};

export default RecordHealthPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
