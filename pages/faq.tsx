import { useSession } from 'next-auth/react';
import { AppLayout } from '@/components/layout/app-layout';
import { PublicPage } from '@/components/layout/public-page';
import { FaqPageView } from '@/components/faq/faq-page-view';
import { faqText } from '@/locales/id';
import type { GuardedPage } from '@/utils/page-auth';

/** Public (no `auth`): signed-out visitors get the FAQ without the app shell. */
const FaqPage: GuardedPage = () => {
  const { status } = useSession();
  if (status === 'authenticated') {
    return (
      <AppLayout title={faqText.title}>
        <FaqPageView />
      </AppLayout>
    );
  }
  return (
    <PublicPage title={faqText.title} maxWidth={960}>
      <FaqPageView />
    </PublicPage>
  );
};

export default FaqPage;
