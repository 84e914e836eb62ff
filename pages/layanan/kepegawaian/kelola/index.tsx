import { AppLayout } from '@/components/layout/app-layout';
import { ServiceCatalogueAdmin } from '@/components/service-catalogue/service-catalogue-admin';
import { serviceCatalogueText } from '@/locales/id/service-catalogue';
import type { GuardedPage } from '@/utils/page-auth';

const ServiceCatalogueAdminPage: GuardedPage = () => (
  <AppLayout title={serviceCatalogueText.admin.title}>
    <ServiceCatalogueAdmin />
  </AppLayout>
);

ServiceCatalogueAdminPage.auth = { permission: 'manage-service-catalogue' };

export default ServiceCatalogueAdminPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
