import { OpenPage } from '@/components/layout/open-page';
import { ServiceCatalogueList } from '@/components/service-catalogue/service-catalogue-list';
import { serviceCatalogueText } from '@/locales/id/service-catalogue';
import type { GuardedPage } from '@/utils/page-auth';

/** Public (no `auth`): visitors read the catalogue without the app shell. */
const ServiceCataloguePage: GuardedPage = () => (
  <OpenPage title={serviceCatalogueText.title} maxWidth={1100}>
    <ServiceCatalogueList />
  </OpenPage>
);

export default ServiceCataloguePage;
