import { AppLayout } from '@/components/layout/app-layout';
import { MeetingsView } from '@/components/meetings/meetings-view';
import { meetingsText } from '@/locales/id/meetings';
import type { GuardedPage } from '@/utils/page-auth';

const MeetingsPage: GuardedPage = () => (
  <AppLayout title={meetingsText.title}>
    <MeetingsView />
  </AppLayout>
);

MeetingsPage.auth = {};

export default MeetingsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
