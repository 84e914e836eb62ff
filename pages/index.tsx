import { SignedInHome } from '@/components/home/signed-in-home';
import { PublicHome } from '@/components/landing/public-home';
import type { HomePageProps } from '@/utils/schemas/public-home';
import type { GuardedPage } from '@/utils/page-auth';

/**
 * Beranda: the signed-in home for a session, the public home for a visitor (docs/public-home.md).
 * No `auth`: the server decides which (server/pages/home-page-props.ts) and sends it rendered.
 */
const Beranda: GuardedPage<HomePageProps> = ({ publicHome }) => (publicHome ? <PublicHome {...publicHome} /> : <SignedInHome />);

export default Beranda;

export { homePageProps as getServerSideProps } from '@/server/pages/home-page-props';
