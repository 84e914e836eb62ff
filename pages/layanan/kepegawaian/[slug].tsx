import { useRouter } from 'next/router';
import { OpenPage } from '@/components/layout/open-page';
import { ServiceDetail } from '@/components/service-catalogue/service-detail';
import { serviceCatalogueText } from '@/locales/id/service-catalogue';
import type { GuardedPage } from '@/utils/page-auth';

/** Public (no `auth`): a visitor reads the service and is sent to sign in only to ask about it. */
const ServicePage: GuardedPage = () => {
  const { query, isReady } = useRouter();
  const slug = isReady && typeof query.slug === 'string' ? query.slug : undefined;
  return (
    <OpenPage title={serviceCatalogueText.title} maxWidth={1100}>
      <ServiceDetail slug={slug} />
    </OpenPage>
  );
};

export default ServicePage;
