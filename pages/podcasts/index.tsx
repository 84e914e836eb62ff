import { AppLayout } from '@/components/layout/app-layout';
import { PodcastList } from '@/components/podcasts/podcast-list';
import { podcastsText } from '@/locales/id/podcasts';
import type { GuardedPage } from '@/utils/page-auth';

const PodcastsPage: GuardedPage = () => (
  <AppLayout title={podcastsText.title}>
    <PodcastList />
  </AppLayout>
);

PodcastsPage.auth = {};

export default PodcastsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
