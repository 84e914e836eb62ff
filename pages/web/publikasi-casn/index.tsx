import { OpenPage } from '@/components/layout/open-page';
import { PublicationList } from '@/components/casn/publication-list';
import { casnText } from '@/locales/id/casn';
import type { GuardedPage } from '@/utils/page-auth';

/** Public (no `auth`): visitors get the list without the app shell. */
const CasnPublicationsPage: GuardedPage = () => (
  <OpenPage title={casnText.publications} maxWidth={960}>
    <PublicationList />
  </OpenPage>
);

export default CasnPublicationsPage;
