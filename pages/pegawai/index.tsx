import { AppLayout } from '@/components/layout/app-layout';
import { StaffLookup } from '@/components/siasn/staff-lookup';
import { siasnText } from '@/locales/id/siasn';
import type { GuardedPage } from '@/utils/page-auth';

const StaffLookupPage: GuardedPage = () => (
  <AppLayout title={siasnText.lookupMenu}>
    <StaffLookup />
  </AppLayout>
);

StaffLookupPage.auth = { permission: 'view-personnel-any' };

export default StaffLookupPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
