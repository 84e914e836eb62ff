import { AppLayout } from '@/components/layout/app-layout';
import { ClinicDetailView } from '@/components/coaching/clinic-detail-view';
import { useRouteId } from '@/hooks/use-route-id';
import { coachingText } from '@/locales/id/coaching';
import type { GuardedPage } from '@/utils/page-auth';

const CoachingClinicPage: GuardedPage = () => {
  const id = useRouteId();
  return (
    <AppLayout title={coachingText.title}>
      <ClinicDetailView id={id} />
    </AppLayout>
  );
};

CoachingClinicPage.auth = {};

export default CoachingClinicPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
