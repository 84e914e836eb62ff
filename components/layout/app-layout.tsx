import type { ReactNode } from 'react';
import { Layout, Typography } from 'antd';
import Link from 'next/link';
import Head from 'next/head';
import { ui } from '@/locales/id';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { MainMenu } from './main-menu';
import { UserMenu } from './user-menu';

export function AppLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh', background: 'transparent' }}>
      <Head>
        <title>{`${title} · ${ui.appName}`}</title>
      </Head>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', gap: 24, borderBottom: '3px solid var(--area-accent)', boxShadow: '0 1px 4px rgba(0,0,0,0.06)' }}
      >
        <Link href="/" style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG */}
          <img src="/helpdesk/favicon.svg" alt="" width={32} height={32} />
          <Typography.Text strong style={{ fontSize: 18, color: 'var(--area-accent)' }}>
            {ui.appName}
          </Typography.Text>
        </Link>
        <MainMenu />
        <NotificationBell />
        <UserMenu />
      </Layout.Header>
      <Layout.Content style={{ padding: 24, maxWidth: 1280, width: '100%', margin: '0 auto' }}>{children}</Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>{ui.footer}</Layout.Footer>
    </Layout>
  );
}
