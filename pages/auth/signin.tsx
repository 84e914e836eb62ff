import { CenteredPage } from '@/components/auth/centered-page';
import { SignInCard } from '@/components/auth/sign-in-card';
import { LandingPanel } from '@/components/landing/landing-panel';
import styles from '@/components/landing/landing.module.css';
import { signIn } from '@/locales/id';
import { signInPageProps } from '@/server/auth/sign-in-page-props';
import type { SignInPageProps } from '@/utils/schemas/sign-in';

// The guard sends every signed-out visitor here with error=SessionRequired (spec), a first visit
// to Beranda included: that is the normal way in, not a failure, so it shows no warning.
const NOT_A_FAILURE = 'SessionRequired';

/** The sign-in card first (server-rendered, no data to wait for), the landing beside it (below it on a phone). */
export default function SignInPage({ error, ...props }: SignInPageProps) {
  return (
    <CenteredPage title={signIn.title}>
      <div className={styles.layout}>
        <SignInCard {...props} error={error === NOT_A_FAILURE ? null : error} />
        <LandingPanel />
      </div>
    </CenteredPage>
  );
}

export const getServerSideProps = signInPageProps;
