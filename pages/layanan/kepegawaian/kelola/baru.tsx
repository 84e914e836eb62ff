import { AppLayout } from '@/components/layout/app-layout';
import { ServicePageCreateView } from '@/components/service-catalogue/service-page-edit-view';
import { serviceCatalogueText } from '@/locales/id/service-catalogue';
import type { GuardedPage } from '@/utils/page-auth';

const NewServicePage: GuardedPage = () => (
  <AppLayout title={serviceCatalogueText.admin.title}>
    <ServicePageCreateView />
  </AppLayout>
);

NewServicePage.auth = { permission: 'manage-service-catalogue' };

export default NewServicePage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
