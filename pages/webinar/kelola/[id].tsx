import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/app-layout';
import { routeId } from '@/components/webinars/route-id';
import { WebinarManageView } from '@/components/webinars/webinar-manage-view';
import { webinarsText } from '@/locales/id/webinars';
import type { GuardedPage } from '@/utils/page-auth';

/** `/webinar/kelola/baru` makes a new series; `/webinar/kelola/{id}` manages one. */
const WebinarManagePage: GuardedPage = () => {
  const { query, isReady } = useRouter();
  const id = isReady && query.id === 'baru' ? null : routeId(isReady, query.id);
  return (
    <AppLayout title={webinarsText.manage}>
      <WebinarManageView id={id} />
    </AppLayout>
  );
};

WebinarManagePage.auth = { permission: 'manage-webinars' };

export default WebinarManagePage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
