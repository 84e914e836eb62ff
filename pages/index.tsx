import { Flex } from '@/components/ui/flex';
import { AppLayout } from '@/components/layout/app-layout';
import { WelcomeBanner } from '@/components/home/welcome-banner';
import { AccountCard } from '@/components/home/account-card';
import { ActiveAnnouncements } from '@/components/announcements/active-announcements';
import { RatingPrompt } from '@/components/rating/rating-prompt';
import { home } from '@/locales/id';
import type { GuardedPage } from '@/utils/page-auth';

const Beranda: GuardedPage = () => (
  <AppLayout title={home.title}>
    <Flex vertical gap={16}>
      <WelcomeBanner />
      <ActiveAnnouncements />
      <RatingPrompt />
      <AccountCard />
    </Flex>
  </AppLayout>
);

Beranda.auth = {};

export default Beranda;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
