import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/app-layout';
import { PublicProfile } from '@/components/profile/public-profile';
import { profileText } from '@/locales/id/profile';
import type { GuardedPage } from '@/utils/page-auth';

const PublicProfilePage: GuardedPage = () => {
  const { query, isReady } = useRouter();
  return <AppLayout title={profileText.publicTitle}>{isReady && <PublicProfile id={Number(query.id)} />}</AppLayout>;
};

PublicProfilePage.auth = {};

export default PublicProfilePage;

export { guardedPageProps as getServerSideProps } from '@/server/auth/guarded-page-props';
