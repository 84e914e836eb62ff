import type { ReactNode } from 'react';
import Head from 'next/head';
import { ui } from '@/locales/id/ui';
import { AppHeader } from './app-header';

export function AppLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="app-shell">
      <Head>
        <title>{`${title} · ${ui.appName}`}</title>
      </Head>
      <AppHeader />
      <main className="app-content">{children}</main>
      <footer className="app-footer">{ui.footer}</footer>
    </div>
  );
}
