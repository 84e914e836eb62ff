import Head from 'next/head';
import { useSession } from 'next-auth/react';
import { AppLayout } from '@/components/layout/app-layout';
import { FaqPageView } from '@/components/faq/faq-page-view';
import { faqText, ui } from '@/locales/id';
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
    <div style={{ minHeight: '100vh' }}>
      <Head>
        <title>{`${faqText.title} · ${ui.appName}`}</title>
      </Head>
      <main style={{ padding: 24, maxWidth: 960, width: '100%', margin: '0 auto' }}>
        <FaqPageView />
      </main>
    </div>
  );
};

export default FaqPage;
