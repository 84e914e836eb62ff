import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/app-layout';
import { routeId } from '@/components/webinars/route-id';
import { WebinarDetailView } from '@/components/webinars/webinar-detail-view';
import { webinarsText } from '@/locales/id/webinars';
import type { GuardedPage } from '@/utils/page-auth';

const WebinarPage: GuardedPage = () => {
  const { query, isReady } = useRouter();
  return (
    <AppLayout title={webinarsText.title}>
      <WebinarDetailView id={routeId(isReady, query.id)} />
    </AppLayout>
  );
};

WebinarPage.auth = {};

export default WebinarPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
