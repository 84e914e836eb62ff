import { AppLayout } from '@/components/layout/app-layout';
import { PostDetail } from '@/components/feed/post-detail';
import { Spinner } from '@/components/ui/spinner';
import { useRouteId } from '@/hooks/use-route-id';
import { feedText } from '@/locales/id/feed';
import type { GuardedPage } from '@/utils/page-auth';

const FeedPostPage: GuardedPage = () => {
  const id = useRouteId();
  return (
    <AppLayout title={feedText.title}>
      {id === undefined ? <Spinner /> : <PostDetail id={id} />}
    </AppLayout>
  );
};

FeedPostPage.auth = {};

export default FeedPostPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
