import { AppLayout } from '@/components/layout/app-layout';
import { WebinarListView } from '@/components/webinars/webinar-list-view';
import { webinarsText } from '@/locales/id/webinars';
import type { GuardedPage } from '@/utils/page-auth';

const WebinarsPage: GuardedPage = () => (
  <AppLayout title={webinarsText.title}>
    <WebinarListView />
  </AppLayout>
);

WebinarsPage.auth = {};

export default WebinarsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
