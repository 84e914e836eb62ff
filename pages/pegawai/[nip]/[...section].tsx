import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/app-layout';
import { PersonnelRecord } from '@/components/siasn/personnel-record';
import { siasnText } from '@/locales/id/siasn';
import type { GuardedPage } from '@/utils/page-auth';

/** Anyone's personnel record, for staff: /pegawai/<nip>/<section path>. */
const StaffRecordPage: GuardedPage = () => {
  const { query, isReady } = useRouter();
  return <AppLayout title={siasnText.lookupMenu}>{isReady && <PersonnelRecord nip={String(query.nip ?? '')} path={query.section} />}</AppLayout>;
};

StaffRecordPage.auth = { permission: 'view-personnel-any' };

export default StaffRecordPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
