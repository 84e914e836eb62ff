import { AppLayout } from '@/components/layout/app-layout';
import { PetaJabatanView } from '@/components/peta-jabatan/peta-jabatan-view';
import { petaJabatanText } from '@/locales/id/peta-jabatan';
import type { GuardedPage } from '@/utils/page-auth';

const PetaJabatanPage: GuardedPage = () => (
  <AppLayout title={petaJabatanText.title}>
    <PetaJabatanView />
  </AppLayout>
);

PetaJabatanPage.auth = { permission: 'view-personnel-reports' };

export default PetaJabatanPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
