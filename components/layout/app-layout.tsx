import type { ReactNode } from 'react';
import { Layout } from 'antd';
import Head from 'next/head';
import { ui } from '@/locales/id';
import { AppHeader } from './app-header';

export function AppLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh', background: 'transparent' }}>
      <Head>
        <title>{`${title} · ${ui.appName}`}</title>
      </Head>
      <AppHeader />
      <Layout.Content className="app-content">{children}</Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>{ui.footer}</Layout.Footer>
    </Layout>
  );
}
