import type { ReactNode } from 'react';
import { Menu, type MenuProps } from 'antd';
import {
  DashboardOutlined,
  DatabaseOutlined,
  HomeOutlined,
  IdcardOutlined,
  LikeOutlined,
  MailOutlined,
  NotificationOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  SnippetsOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useSession } from 'next-auth/react';
import { adminText, dashboardText, faqText, mailText, profileText, referenceText, savedRepliesText, shellText, ticketsText, ui } from '@/locales/id';
import { meetsPageAuth, type PageAuth } from '@/utils/page-auth';

interface MenuEntry {
  href: string;
  label: string;
  icon: ReactNode;
  auth: PageAuth;
}

// The same requirement the target page declares, so the menu never offers a Not Authorized page.
export const MENU_ENTRIES: MenuEntry[] = [
  { href: '/', label: ui.menu.home, icon: <HomeOutlined />, auth: {} },
  { href: '/tickets', label: ticketsText.title, icon: <ProfileOutlined />, auth: {} },
  { href: '/subscriptions', label: ticketsText.subscriptionsTitle, icon: <StarOutlined />, auth: {} },
  { href: '/dashboard', label: dashboardText.title, icon: <DashboardOutlined />, auth: { permission: 'advanced-filter' } },
  { href: '/mail', label: mailText.menu, icon: <MailOutlined />, auth: {} },
  { href: '/faq', label: faqText.menu, icon: <QuestionCircleOutlined />, auth: {} },
  { href: '/saved-replies', label: savedRepliesText.menu, icon: <SnippetsOutlined />, auth: { permission: 'use-saved-replies' } },
  { href: '/profile', label: profileText.menu, icon: <IdcardOutlined />, auth: {} },
];

// Grouped under one "Administrasi" entry: four more top-level items pushed the laptop menu into "···".
export const ADMIN_ENTRIES: MenuEntry[] = [
  { href: '/admin/users', label: ui.menu.users, icon: <TeamOutlined />, auth: { permission: 'manage-users' } },
  { href: '/admin/references', label: referenceText.menu, icon: <DatabaseOutlined />, auth: { permission: 'manage-reference' } },
  { href: '/admin/announcements', label: adminText.announcements.menu, icon: <NotificationOutlined />, auth: { permission: 'manage-announcements' } },
  { href: '/admin/ratings', label: adminText.ratings.menu, icon: <LikeOutlined />, auth: { permission: 'see-rating-summary' } },
];

const ADMIN_GROUP_KEY = 'admin';

/** The entry whose path is the longest prefix of the current page, so sub-pages keep their entry lit. */
function selectedEntry(pathname: string): string {
  const matches = [...MENU_ENTRIES, ...ADMIN_ENTRIES]
    .map((e) => e.href)
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`));
  return matches.sort((a, b) => b.length - a.length)[0] ?? pathname;
}

type Items = NonNullable<MenuProps['items']>;

/** The entries this user may open, as antd menu items; one source for the bar and the drawer. */
function useMenuItems(onNavigate?: () => void): Items {
  const { data } = useSession();
  const toItem = (e: MenuEntry) => ({ key: e.href, icon: e.icon, label: <Link href={e.href} onClick={onNavigate}>{e.label}</Link> });
  const allowed = (e: MenuEntry) => meetsPageAuth(data?.user, e.auth);
  const admin = ADMIN_ENTRIES.filter(allowed).map(toItem);
  const items: Items = MENU_ENTRIES.filter(allowed).map(toItem);
  if (admin.length > 0) items.push({ key: ADMIN_GROUP_KEY, icon: <SettingOutlined />, label: shellText.adminGroup, children: admin });
  return items;
}

/** Horizontal in the header from antd's `md` breakpoint up; inline inside the drawer below it. */
export function MainMenu({ mode = 'horizontal', onNavigate }: { mode?: 'horizontal' | 'inline'; onNavigate?: () => void }) {
  const { pathname } = useRouter();
  const items = useMenuItems(onNavigate);
  const selected = selectedEntry(pathname);
  const inAdmin = ADMIN_ENTRIES.some((e) => e.href === selected);
  if (mode === 'inline') {
    return <Menu mode="inline" selectedKeys={[selected]} defaultOpenKeys={inAdmin ? [ADMIN_GROUP_KEY] : []} items={items} style={{ borderInlineEnd: 0 }} />;
  }
  return (
    <Menu
      mode="horizontal"
      selectedKeys={[selected]}
      items={items}
      aria-label={shellText.mainMenu}
      style={{ flex: 1, minWidth: 0, borderBottom: 0, background: 'transparent' }}
    />
  );
}
