import { AppLayout } from '@/components/layout/app-layout';
import { useRouteId } from '@/hooks/use-route-id';
import { WebinarDetailView } from '@/components/webinars/webinar-detail-view';
import { webinarsText } from '@/locales/id/webinars';
import type { GuardedPage } from '@/utils/page-auth';

const WebinarPage: GuardedPage = () => {
  const id = useRouteId();
  return (
    <AppLayout title={webinarsText.title}>
      <WebinarDetailView id={id} />
    </AppLayout>
  );
};

WebinarPage.auth = {};

export default WebinarPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
