import { AppLayout } from '@/components/layout/app-layout';
import { NotificationList } from '@/components/notifications/notification-list';
import { notificationsText } from '@/locales/id/notifications';
import type { GuardedPage } from '@/utils/page-auth';

const NotificationsPage: GuardedPage = () => (
  <AppLayout title={notificationsText.title}>
    <NotificationList />
  </AppLayout>
);

NotificationsPage.auth = {};

export default NotificationsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
