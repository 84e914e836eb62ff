import Head from 'next/head';
import type { ReactNode } from 'react';
import { ui } from '@/locales/id/ui';

/**
 * A page anyone may open without signing in (the FAQ, a certificate's verification): the agency's
 * logo and name above, the footer below, none of the app shell.
 */
export function PublicPage({ title, maxWidth, children }: { title: string; maxWidth: number; children: ReactNode }) {
  const column = { padding: '0 24px', maxWidth, width: '100%', margin: '0 auto' };
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Head>
        <title>{`${title} · ${ui.appName}`}</title>
      </Head>
      <header style={{ ...column, display: 'flex', alignItems: 'center', gap: 12, paddingTop: 20, paddingBottom: 16 }}>
        <img src="/helpdesk/logo.svg" alt="" width={36} height={36} />
        <div>
          <div style={{ fontWeight: 600 }}>{ui.appName}</div>
          <div style={{ fontSize: 13, color: 'var(--shell-text-secondary, rgba(0, 0, 0, 0.65))' }}>{ui.agency}</div>
        </div>
      </header>
      <main style={{ ...column, flex: 1 }}>{children}</main>
      <footer style={{ ...column, padding: 24, textAlign: 'center', fontSize: 13 }}>{ui.footer}</footer>
    </div>
  );
}
