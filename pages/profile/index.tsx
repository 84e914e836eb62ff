import { AppLayout } from '@/components/layout/app-layout';
import { Flex } from '@/components/ui/flex';
import { OwnProfile } from '@/components/profile/own-profile';
import { HistoryList } from '@/components/profile/history-list';
import { OwnDataExport } from '@/components/profile/own-data-export';
import { profileText } from '@/locales/id/profile';
import type { GuardedPage } from '@/utils/page-auth';

const ProfilePage: GuardedPage = () => (
  <AppLayout title={profileText.title}>
    <Flex vertical gap={16}>
      <OwnProfile />
      <HistoryList limit={5} />
      <OwnDataExport />
    </Flex>
  </AppLayout>
);

ProfilePage.auth = {};

export default ProfilePage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
