import { AppLayout } from '@/components/layout/app-layout';
import { NotificationPreferencesForm } from '@/components/notifications/notification-preferences-form';
import { notificationPreferencesText } from '@/locales/id/notification-preferences';
import type { GuardedPage } from '@/utils/page-auth';

const NotificationPreferencesPage: GuardedPage = () => (
  <AppLayout title={notificationPreferencesText.title}>
    <NotificationPreferencesForm />
  </AppLayout>
);

NotificationPreferencesPage.auth = {};

export default NotificationPreferencesPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
