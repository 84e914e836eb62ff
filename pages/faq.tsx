import { OpenPage } from '@/components/layout/open-page';
import { FaqPageView } from '@/components/faq/faq-page-view';
import { faqText } from '@/locales/id/faq';
import type { GuardedPage } from '@/utils/page-auth';

/** Public (no `auth`): signed-out visitors get the FAQ without the app shell. */
const FaqPage: GuardedPage = () => (
  <OpenPage title={faqText.title} maxWidth={960}>
    <FaqPageView />
  </OpenPage>
);

export default FaqPage;
