import { AppLayout } from '@/components/layout/app-layout';
import { Title } from '@/components/ui/text';
import { WebinarListView } from '@/components/webinars/webinar-list-view';
import { webinarsText } from '@/locales/id/webinars';
import type { GuardedPage } from '@/utils/page-auth';

const WebinarsPage: GuardedPage = () => (
  <AppLayout title={webinarsText.title}>
    <Title level={1}>{webinarsText.title}</Title>
    <WebinarListView />
  </AppLayout>
);

WebinarsPage.auth = {};

export default WebinarsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
