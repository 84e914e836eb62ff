import { AppLayout } from '@/components/layout/app-layout';
import { PodcastEpisode } from '@/components/podcasts/podcast-episode';
import { podcastsText } from '@/locales/id/podcasts';
import { useRouteId } from '@/hooks/use-route-id';
import type { GuardedPage } from '@/utils/page-auth';

const PodcastEpisodePage: GuardedPage = () => {
  const id = useRouteId();
  return (
    <AppLayout title={podcastsText.title}>
      <PodcastEpisode id={id} />
    </AppLayout>
  );
};

PodcastEpisodePage.auth = {};

export default PodcastEpisodePage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
