import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/app-layout';
import { PodcastEpisode } from '@/components/podcasts/podcast-episode';
import { podcastsText } from '@/locales/id/podcasts';
import { routeId } from '@/components/podcasts/route-id';
import type { GuardedPage } from '@/utils/page-auth';

const PodcastEpisodePage: GuardedPage = () => {
  const { query, isReady } = useRouter();
  return (
    <AppLayout title={podcastsText.title}>
      <PodcastEpisode id={routeId(isReady, query.id)} />
    </AppLayout>
  );
};

PodcastEpisodePage.auth = {};

export default PodcastEpisodePage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
