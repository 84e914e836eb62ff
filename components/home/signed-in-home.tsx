import { Flex } from '@/components/ui/flex';
import { AppLayout } from '@/components/layout/app-layout';
import { WelcomeBanner } from '@/components/home/welcome-banner';
import { AccountCard } from '@/components/home/account-card';
import { ActiveAnnouncements } from '@/components/announcements/active-announcements';
import { RatingPrompt } from '@/components/rating/rating-prompt';
import { home } from '@/locales/id';

/** Beranda for a signed-in person (pages/index.tsx; the signed-out visitor gets the public home). */
export function SignedInHome() {
  return (
    <AppLayout title={home.title}>
      <Flex vertical gap={16}>
        <WelcomeBanner />
        <ActiveAnnouncements />
        <RatingPrompt />
        <AccountCard />
      </Flex>
    </AppLayout>
  );
}
