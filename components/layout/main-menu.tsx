import { Menu } from 'antd';
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
  SnippetsOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useSession } from 'next-auth/react';
import { adminText, dashboardText, faqText, mailText, profileText, referenceText, savedRepliesText, ticketsText, ui } from '@/locales/id';
import { meetsPageAuth, type PageAuth } from '@/utils/page-auth';

interface MenuEntry {
  href: string;
  label: string;
  icon: React.ReactNode;
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
  { href: '/admin/users', label: ui.menu.users, icon: <TeamOutlined />, auth: { permission: 'manage-users' } },
  { href: '/admin/references', label: referenceText.menu, icon: <DatabaseOutlined />, auth: { permission: 'manage-reference' } },
  { href: '/admin/announcements', label: adminText.announcements.menu, icon: <NotificationOutlined />, auth: { permission: 'manage-announcements' } },
  { href: '/admin/ratings', label: adminText.ratings.menu, icon: <LikeOutlined />, auth: { permission: 'see-rating-summary' } },
];

/** The entry whose path is the longest prefix of the current page, so sub-pages keep their entry lit. */
function selectedEntry(pathname: string): string {
  const matches = MENU_ENTRIES.map((e) => e.href).filter((href) => pathname === href || pathname.startsWith(`${href}/`));
  return matches.sort((a, b) => b.length - a.length)[0] ?? pathname;
}

export function MainMenu() {
  const { pathname } = useRouter();
  const { data } = useSession();
  const items = MENU_ENTRIES.filter((e) => meetsPageAuth(data?.user, e.auth)).map((e) => ({
    key: e.href,
    icon: e.icon,
    label: <Link href={e.href}>{e.label}</Link>,
  }));
  return <Menu mode="horizontal" selectedKeys={[selectedEntry(pathname)]} items={items} style={{ flex: 1, minWidth: 0, borderBottom: 0, background: 'transparent' }} />;
}
