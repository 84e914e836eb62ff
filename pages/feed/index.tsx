import { AppLayout } from '@/components/layout/app-layout';
import { Title } from '@/components/ui/text';
import { FeedView } from '@/components/feed/feed-view';
import { feedText } from '@/locales/id/feed';
import type { GuardedPage } from '@/utils/page-auth';

const FeedPage: GuardedPage = () => (
  <AppLayout title={feedText.title}>
    <Title level={1}>{feedText.title}</Title>
    <FeedView />
  </AppLayout>
);

FeedPage.auth = {};

export default FeedPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
