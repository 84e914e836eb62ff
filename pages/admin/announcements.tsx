import { AppLayout } from '@/components/layout/app-layout';
import { AnnouncementAdmin } from '@/components/announcements/announcement-admin';
import { adminText } from '@/locales/id/admin';
import type { GuardedPage } from '@/utils/page-auth';

const AnnouncementsPage: GuardedPage = () => (
  <AppLayout title={adminText.announcements.title}>
    <AnnouncementAdmin />
  </AppLayout>
);

AnnouncementsPage.auth = { permission: 'manage-announcements' };

export default AnnouncementsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
