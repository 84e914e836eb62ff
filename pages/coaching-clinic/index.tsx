import { AppLayout } from '@/components/layout/app-layout';
import { Title } from '@/components/ui/text';
import { ClinicListView } from '@/components/coaching/clinic-list-view';
import { coachingText } from '@/locales/id/coaching';
import type { GuardedPage } from '@/utils/page-auth';

const CoachingClinicsPage: GuardedPage = () => (
  <AppLayout title={coachingText.title}>
    <Title level={1}>{coachingText.title}</Title>
    <ClinicListView />
  </AppLayout>
);

CoachingClinicsPage.auth = {};

export default CoachingClinicsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
