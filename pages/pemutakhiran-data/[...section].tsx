import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/app-layout';
import { PersonnelRecord } from '@/components/siasn/personnel-record';
import { siasnText } from '@/locales/id/siasn';
import type { GuardedPage } from '@/utils/page-auth';

/** The own personnel record: /pemutakhiran-data/<section path>, e.g. /pemutakhiran-data/usulan-siasn/inbox-usulan. */
const OwnRecordPage: GuardedPage = () => {
  const { query, isReady } = useRouter();
  return <AppLayout title={siasnText.menu}>{isReady && <PersonnelRecord nip={null} path={query.section} />}</AppLayout>;
};

OwnRecordPage.auth = {};

export default OwnRecordPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
