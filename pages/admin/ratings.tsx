import { AppLayout } from '@/components/layout/app-layout';
import { RatingSummaryView } from '@/components/rating/rating-summary-view';
import { adminText } from '@/locales/id/admin';
import type { GuardedPage } from '@/utils/page-auth';

const RatingsPage: GuardedPage = () => (
  <AppLayout title={adminText.ratings.title}>
    <RatingSummaryView />
  </AppLayout>
);

RatingsPage.auth = { permission: 'see-rating-summary' };

export default RatingsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
