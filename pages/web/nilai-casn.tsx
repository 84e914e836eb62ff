import { OpenPage } from '@/components/layout/open-page';
import { ScoreTabs } from '@/components/casn/score-tabs';
import { casnText } from '@/locales/id/casn';
import type { GuardedPage } from '@/utils/page-auth';

/** Public (no `auth`): the score announcements, in the app shell when signed in. */
const CasnScoresPage: GuardedPage = () => (
  <OpenPage title={casnText.scores} maxWidth={1200}>
    <ScoreTabs />
  </OpenPage>
);

export default CasnScoresPage;
