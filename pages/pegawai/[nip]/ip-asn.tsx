import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/app-layout';
import { IpAsnPage } from '@/components/siasn/ip-asn-page';
import { StaffReadScope } from '@/components/privacy/staff-read-scope';
import { assessmentText } from '@/locales/id/siasn-assessment';
import type { GuardedPage } from '@/utils/page-auth';

/** Anyone's IP ASN per year, for staff: /pegawai/<nip>/ip-asn. */
const StaffIpAsnPage: GuardedPage = () => {
  const { query, isReady } = useRouter();
  const nip = String(query.nip ?? '');
  return (
    <AppLayout title={assessmentText.ipAsn.title}>
      {isReady && (
        <StaffReadScope nip={nip}>
          <IpAsnPage nip={nip} />
        </StaffReadScope>
      )}
    </AppLayout>
  );
};

StaffIpAsnPage.auth = { permission: 'view-personnel-any' };

export default StaffIpAsnPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
