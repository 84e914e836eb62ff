import { AppLayout } from '@/components/layout/app-layout';
import { JobsView } from '@/components/jobs/jobs-view';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import type { GuardedPage } from '@/utils/page-auth';

const JobsPage: GuardedPage = () => (
  <AppLayout title={personnelAdminText.jobs.title}>
    <JobsView />
  </AppLayout>
);

JobsPage.auth = { permission: 'manage-personnel-jobs' };

export default JobsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
