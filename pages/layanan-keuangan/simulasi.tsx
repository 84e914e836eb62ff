import { AppLayout } from '@/components/layout/app-layout';
import { SimulationView } from '@/components/finance/simulation-view';
import { financeText } from '@/locales/id/finance';
import type { GuardedPage } from '@/utils/page-auth';

const SimulationPage: GuardedPage = () => (
  <AppLayout title={financeText.simulation.title}>
    <SimulationView />
  </AppLayout>
);

SimulationPage.auth = {};

export default SimulationPage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
