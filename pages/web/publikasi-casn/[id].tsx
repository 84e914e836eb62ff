import { OpenPage } from '@/components/layout/open-page';
import { PublicationView } from '@/components/casn/publication-view';
import { useRouteId } from '@/hooks/use-route-id';
import { casnText } from '@/locales/id/casn';
import type { GuardedPage } from '@/utils/page-auth';

/** Public (no `auth`): one announcement, in the app shell when signed in. */
const CasnPublicationPage: GuardedPage = () => {
  const id = useRouteId();
  return (
    <OpenPage title={casnText.publications} maxWidth={960}>
      <PublicationView id={id} />
    </OpenPage>
  );
};

export default CasnPublicationPage;
