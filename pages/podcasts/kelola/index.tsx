import { AppLayout } from '@/components/layout/app-layout';
import { PodcastAdmin } from '@/components/podcasts/podcast-admin';
import { podcastsText } from '@/locales/id/podcasts';
import type { GuardedPage } from '@/utils/page-auth';

const PodcastAdminPage: GuardedPage = () => (
  <AppLayout title={podcastsText.admin.title}>
    <PodcastAdmin />
  </AppLayout>
);

PodcastAdminPage.auth = { permission: 'manage-podcasts' };

export default PodcastAdminPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
