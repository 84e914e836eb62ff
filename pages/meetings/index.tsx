import { AppLayout } from '@/components/layout/app-layout';
import { Title } from '@/components/ui/text';
import { MeetingsView } from '@/components/meetings/meetings-view';
import { meetingsText } from '@/locales/id/meetings';
import type { GuardedPage } from '@/utils/page-auth';

const MeetingsPage: GuardedPage = () => (
  <AppLayout title={meetingsText.title}>
    <Title level={1}>{meetingsText.title}</Title>
    <MeetingsView />
  </AppLayout>
);

MeetingsPage.auth = {};

export default MeetingsPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
