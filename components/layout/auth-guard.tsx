import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';
import { meetsPageAuth, type PageAuth } from '@/utils/page-auth';
import { FullScreenLoading } from './full-screen-loading';
import { goToSignIn } from './go-to-sign-in';
import { AppLayout } from './app-layout';
import { ui } from '@/locales/id/ui';

// Only for the rare refused visit, so its icon and layout are not in every page's first load.
const NotAuthorized = dynamic(() => import('./not-authorized').then((m) => m.NotAuthorized));

/**
 * An unauthenticated visitor goes to the sign-in flow with `error=SessionRequired`; a session
 * without a usable user, or without the page's role or permission, sees Tidak berwenang (the spec's Not Authorized, in Indonesian).
 */
export function AuthGuard({ auth, children }: { auth: PageAuth; children: ReactNode }) {
  const { data, status } = useSession({ required: true, onUnauthenticated: goToSignIn });
  if (status === 'loading') return <FullScreenLoading />;
  if (!data?.user?.id) return <NotAuthorized />;
  // A signed-in user without the page's role keeps the shell (menu, sign-out) around the message.
  if (!meetsPageAuth(data.user, auth)) {
    return (
      <AppLayout title={ui.notAuthorized}>
        <NotAuthorized />
      </AppLayout>
    );
  }
  return children;
}
