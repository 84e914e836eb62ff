import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/app-layout';
import { ServicePageEditView } from '@/components/service-catalogue/service-page-edit-view';
import { serviceCatalogueText } from '@/locales/id/service-catalogue';
import type { GuardedPage } from '@/utils/page-auth';

const EditServicePage: GuardedPage = () => {
  const { query, isReady } = useRouter();
  return (
    <AppLayout title={serviceCatalogueText.admin.title}>
      <ServicePageEditView slug={isReady && typeof query.slug === 'string' ? query.slug : undefined} />
    </AppLayout>
  );
};

EditServicePage.auth = { permission: 'manage-service-catalogue' };

export default EditServicePage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
