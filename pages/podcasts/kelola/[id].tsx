import { AppLayout } from '@/components/layout/app-layout';
import { PodcastEditView } from '@/components/podcasts/podcast-edit-view';
import { useRouteId } from '@/hooks/use-route-id';
import { podcastsText } from '@/locales/id/podcasts';
import type { GuardedPage } from '@/utils/page-auth';

const PodcastEditPage: GuardedPage = () => {
  const id = useRouteId();
  return (
    <AppLayout title={podcastsText.admin.title}>
      <PodcastEditView id={id} />
    </AppLayout>
  );
};

PodcastEditPage.auth = { permission: 'manage-podcasts' };

export default PodcastEditPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
