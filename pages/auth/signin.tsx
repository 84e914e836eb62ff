import { SignInCard } from '@/components/auth/sign-in-card';
import { PublicPage } from '@/components/layout/public-page';
import { LandingPanel } from '@/components/landing/landing-panel';
import { SignInGuide } from '@/components/landing/sign-in-guide';
import styles from '@/components/landing/landing.module.css';
import { signIn } from '@/locales/id/ui';
import { publicText } from '@/locales/id/landing';
import { Panel } from '@/components/ui/panel';
import { signInPageProps } from '@/server/auth/sign-in-page-props';
import type { SignInPageProps } from '@/utils/schemas/sign-in';

// The guard sends every signed-out visitor here with error=SessionRequired (spec), a first visit
// to a signed-in page included: that is the normal way in, not a failure, so it shows no warning.
const NOT_A_FAILURE = 'SessionRequired';

/**
 * Under the public header: the sign-in card first (server-rendered, no data to wait for) with who
 * signs in how below it, the landing beside them (below them on a phone).
 */
export default function SignInPage({ error, ...props }: SignInPageProps) {
  return (
    <PublicPage title={signIn.title} maxWidth={1100}>
      <div className={styles.layout}>
        <div className={styles.signInColumn}>
          <SignInCard {...props} error={error === NOT_A_FAILURE ? null : error} />
          <Panel title={publicText.signIn.lead}>
            <SignInGuide />
          </Panel>
        </div>
        <LandingPanel />
      </div>
    </PublicPage>
  );
}

export const getServerSideProps = signInPageProps;
