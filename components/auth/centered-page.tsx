import type { ReactNode } from 'react';
import Head from 'next/head';
import { ui } from '@/locales/id/ui';

export function CenteredPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'var(--area-accent-soft)' }}>
      <Head>
        <title>{`${title} · ${ui.appName}`}</title>
      </Head>
      {children}
    </div>
  );
}
