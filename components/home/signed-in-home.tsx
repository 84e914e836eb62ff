import { Flex } from '@/components/ui/flex';
import { AppLayout } from '@/components/layout/app-layout';
import { ActiveAnnouncements } from '@/components/announcements/active-announcements';
import { RatingPrompt } from '@/components/rating/rating-prompt';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { home } from '@/locales/id/ui';
import { can } from '@/utils/permissions';
import { AwayToggle } from '@/components/assignment/away-toggle';
import { AccountCard } from './account-card';
import { RequesterShortcuts } from './requester-shortcuts';
import { StaffQueue } from './staff-queue';
import { WelcomeBanner } from './welcome-banner';

/**
 * Beranda of a signed-in person (pages/index.tsx; a signed-out visitor gets the public home): staff
 * land on their queue; requesters on asking, their questions and their record. Announcements, the
 * rating prompt and the account follow for both.
 */
export function SignedInHome() {
  const user = useCurrentUser();
  return (
    <AppLayout title={home.title}>
      <Flex vertical gap={16}>
        {can(user, 'see-ticket-queue') ? (
          <>
            <StaffQueue />
            {user?.current_role === 'agent' && <AwayToggle userId={user.id} />}
          </>
        ) : (
          <>
            <WelcomeBanner />
            <RequesterShortcuts />
          </>
        )}
        <ActiveAnnouncements />
        <RatingPrompt />
        <AccountCard />
      </Flex>
    </AppLayout>
  );
}
