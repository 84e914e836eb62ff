import { AppLayout } from '@/components/layout/app-layout';
import { WebinarManageView } from '@/components/webinars/webinar-manage-view';
import { useRouteId } from '@/hooks/use-route-id';
import { webinarsText } from '@/locales/id/webinars';
import type { GuardedPage } from '@/utils/page-auth';

/** `/webinar/kelola/{id}` manages one series (`/webinar/kelola/baru` makes a new one). */
const WebinarManagePage: GuardedPage = () => (
  <AppLayout title={webinarsText.manage}>
    <WebinarManageView id={useRouteId()} />
  </AppLayout>
);

WebinarManagePage.auth = { permission: 'manage-webinars' };

export default WebinarManagePage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
