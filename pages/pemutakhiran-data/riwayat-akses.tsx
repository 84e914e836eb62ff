import { AppLayout } from '@/components/layout/app-layout';
import { OwnDataReads } from '@/components/privacy/own-data-reads';
import { OwnRecordGuard } from '@/components/siasn/no-nip-record';
import { privacyText } from '@/locales/id/privacy';
import type { GuardedPage } from '@/utils/page-auth';

/** /pemutakhiran-data/riwayat-akses: who among the staff opened the own record (issue 33). */
const OwnDataReadsPage: GuardedPage = () => (
  <AppLayout title={privacyText.reads.title}>
    <OwnRecordGuard>
      <OwnDataReads />
    </OwnRecordGuard>
  </AppLayout>
);

OwnDataReadsPage.auth = { permission: 'view-own-data-reads' };

export default OwnDataReadsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
