import { useState } from 'react';
import { Button, Drawer, Grid, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { shellText, ui } from '@/locales/id';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { MainMenu } from './main-menu';
import { UserMenu } from './user-menu';

/**
 * From antd's `md` breakpoint (768 px) up the menu sits in the header; below it a menu button
 * opens a drawer with the same entries, so a phone header never wraps. Until the breakpoint is
 * known (server render, first paint) the desktop header is drawn, as before.
 */
export function AppHeader() {
  const screens = Grid.useBreakpoint();
  const compact = screens.md === false;
  const [open, setOpen] = useState(false);
  return (
    <Layout.Header className="app-header">
      {compact && (
        <Button type="text" icon={<MenuOutlined aria-hidden />} aria-label={shellText.openMenu} aria-expanded={open} onClick={() => setOpen(true)} data-testid="menu-button" />
      )}
      <Link href="/" className="app-header-brand">
        {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG */}
        <img src="/helpdesk/favicon.svg" alt="" width={32} height={32} />
        <span>{ui.appName}</span>
      </Link>
      {compact ? <div style={{ flex: 1 }} /> : <MainMenu />}
      <NotificationBell />
      <UserMenu compact={!screens.xxl} />
      {compact && (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          placement="left"
          size={280}
          title={shellText.mainMenu}
          closable={{ 'aria-label': shellText.closeMenu }}
          styles={{ body: { padding: 0 } }}
          data-testid="menu-drawer"
        >
          <MainMenu mode="inline" onNavigate={() => setOpen(false)} />
        </Drawer>
      )}
    </Layout.Header>
  );
}
