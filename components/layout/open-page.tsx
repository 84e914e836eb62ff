import type { ReactNode } from 'react';
import { useSession } from 'next-auth/react';
import { AppLayout } from './app-layout';
import { PublicPage } from './public-page';

/**
 * A page anyone may open without signing in (the FAQ, the service catalogue, the CASN pages):
 * inside the app shell for a signed-in person, in the public frame for a visitor.
 */
export function OpenPage({ title, maxWidth, children }: { title: string; maxWidth: number; children: ReactNode }) {
  const { status } = useSession();
  if (status === 'authenticated') return <AppLayout title={title}>{children}</AppLayout>;
  return (
    <PublicPage title={title} maxWidth={maxWidth}>
      {children}
    </PublicPage>
  );
}
