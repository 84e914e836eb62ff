import { AppLayout } from '@/components/layout/app-layout';
import { WebinarManageView } from '@/components/webinars/webinar-manage-view';
import { webinarsText } from '@/locales/id/webinars';
import type { GuardedPage } from '@/utils/page-auth';

/** The form for a new series; saving it moves to `/webinar/kelola/{id}`. */
const NewWebinarPage: GuardedPage = () => (
  <AppLayout title={webinarsText.manage}>
    <WebinarManageView id="new" />
  </AppLayout>
);

NewWebinarPage.auth = { permission: 'manage-webinars' };

export default NewWebinarPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
