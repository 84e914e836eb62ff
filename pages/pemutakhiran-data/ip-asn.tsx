import { AppLayout } from '@/components/layout/app-layout';
import { IpAsnPage } from '@/components/siasn/ip-asn-page';
import { assessmentText } from '@/locales/id/siasn-assessment';
import type { GuardedPage } from '@/utils/page-auth';

/** The own IP ASN per year: /pemutakhiran-data/ip-asn (wins over the record's catch-all). */
const OwnIpAsnPage: GuardedPage = () => (
  <AppLayout title={assessmentText.ipAsn.title}>
    <IpAsnPage nip={null} />
  </AppLayout>
);

OwnIpAsnPage.auth = {};

export default OwnIpAsnPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
