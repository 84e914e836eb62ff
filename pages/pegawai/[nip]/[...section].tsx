import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/app-layout';
import { PersonnelRecord } from '@/components/siasn/personnel-record';
import { StaffReadScope } from '@/components/privacy/staff-read-scope';
import { siasnText } from '@/locales/id/siasn';
import type { GuardedPage } from '@/utils/page-auth';

/** Anyone's personnel record, for staff: /pegawai/<nip>/<section path>. */
const StaffRecordPage: GuardedPage = () => {
  const { query, isReady } = useRouter();
  const nip = String(query.nip ?? '');
  return (
    <AppLayout title={siasnText.lookupMenu}>
      {isReady && (
        <StaffReadScope nip={nip}>
          <PersonnelRecord nip={nip} path={query.section} />
        </StaffReadScope>
      )}
    </AppLayout>
  );
};

StaffRecordPage.auth = { permission: 'view-personnel-any' };

export default StaffRecordPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
