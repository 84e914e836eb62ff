import { AppLayout } from '@/components/layout/app-layout';
import { ReferenceTabs } from '@/components/ref/reference-tabs';
import { referenceText } from '@/locales/id/reference';
import type { GuardedPage } from '@/utils/page-auth';

const ReferencesPage: GuardedPage = () => (
  <AppLayout title={referenceText.title}>
    <ReferenceTabs />
  </AppLayout>
);

ReferencesPage.auth = { permission: 'manage-reference' };

export default ReferencesPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
