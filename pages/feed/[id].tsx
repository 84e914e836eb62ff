import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/app-layout';
import { PostDetail } from '@/components/feed/post-detail';
import { Spinner } from '@/components/ui/spinner';
import { feedText } from '@/locales/id/feed';
import type { GuardedPage } from '@/utils/page-auth';

/** The id from the URL: undefined while the router reads it, null when it is not a number. */
const postId = (ready: boolean, value: unknown) => (!ready ? undefined : typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

const FeedPostPage: GuardedPage = () => {
  const { query, isReady } = useRouter();
  const id = postId(isReady, query.id);
  return (
    <AppLayout title={feedText.title}>
      {id === undefined ? <Spinner /> : <PostDetail id={id} />}
    </AppLayout>
  );
};

FeedPostPage.auth = {};

export default FeedPostPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
