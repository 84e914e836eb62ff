import type { ComponentType } from 'react';
import {
  ApartmentOutlined,
  ApiOutlined,
  AudioOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  ClusterOutlined,
  CommentOutlined,
  ContactsOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DisconnectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  LikeOutlined,
  MailOutlined,
  NotificationOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ReconciliationOutlined,
  ReadOutlined,
  RiseOutlined,
  ScheduleOutlined,
  ShopOutlined,
  SettingOutlined,
  SnippetsOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserDeleteOutlined,
  VideoCameraAddOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { communityText } from '@/locales/id/community';
import { connectionsText } from '@/locales/id/connections';
import { shellText } from '@/locales/id/shell';
import { ui } from '@/locales/id/ui';
import { menuText } from '@/locales/id/menu';
import { publicServicesText } from '@/locales/id/public-services';
import { meetsPageAuth, type PageAuth } from '@/utils/page-auth';
import type { SessionUser, UserGroup } from '@/utils/session-user';

// What the main menu offers, to whom, and under which group (components/layout/main-menu.tsx).
export interface MenuEntry {
  href: string;
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  auth: PageAuth;
  /** Offered only to accounts of this group (the page itself lets anyone in and says why it is empty). */
  group?: UserGroup;
  /** The pages the entry stands for, when more than its own path (a record's sections). */
  area?: string;
  /** In the phone drawer it stands among the top entries, one tap away, instead of inside its group. */
  oneTapOnPhone?: boolean;
}

// The same requirement the target page declares, so the menu never offers a Not Authorized page.
export const MENU_ENTRIES: MenuEntry[] = [
  { href: '/', label: ui.menu.home, Icon: HomeOutlined, auth: {} },
  { href: '/tickets', label: menuText.tickets, Icon: ProfileOutlined, auth: {} },
  { href: '/subscriptions', label: menuText.subscriptions, Icon: StarOutlined, auth: {} },
  { href: '/dashboard', label: menuText.dashboard, Icon: DashboardOutlined, auth: { permission: 'advanced-filter' } },
  { href: '/mail', label: menuText.mail, Icon: MailOutlined, auth: {} },
  { href: '/saved-replies', label: menuText.savedReplies, Icon: SnippetsOutlined, auth: { permission: 'use-saved-replies' } },
  { href: '/profile', label: menuText.profile, Icon: IdcardOutlined, auth: {} },
];

/**
 * A civil servant's own record (SIMASTER accounts have one in SIASN): what they come for most
 * after their questions, so on a phone it is one tap from the menu (issue 31).
 */
export const OWN_RECORD_ENTRY: MenuEntry = {
  href: '/pemutakhiran-data/data-utama',
  area: '/pemutakhiran-data',
  label: menuText.ownRecord,
  Icon: ContactsOutlined,
  auth: {},
  group: 'MASTER',
  oneTapOnPhone: true,
};

// Civil servants have a SIASN record; staff read anyone's. One entry stands in the bar; both are
// grouped under Kepegawaian, or join Administrasi where there is one: at 1200 px the admin's bar
// has room for no more than its nine entries.
export const PERSONNEL_ENTRIES: MenuEntry[] = [
  OWN_RECORD_ENTRY,
  { href: '/pegawai', label: menuText.lookup, Icon: FileSearchOutlined, auth: { permission: 'view-personnel-any' } },
];

// Grouped under one "Administrasi" entry: four more top-level items do not fit a laptop's bar.
export const ADMIN_ENTRIES: MenuEntry[] = [
  { href: '/admin/users', label: ui.menu.users, Icon: TeamOutlined, auth: { permission: 'manage-users' } },
  { href: '/admin/references', label: menuText.references, Icon: DatabaseOutlined, auth: { permission: 'manage-reference' } },
  { href: '/admin/announcements', label: menuText.announcements, Icon: NotificationOutlined, auth: { permission: 'manage-announcements' } },
  { href: '/admin/ratings', label: menuText.ratings, Icon: LikeOutlined, auth: { permission: 'see-rating-summary' } },
  { href: '/logs/siasn', label: menuText.siasnLogs, Icon: AuditOutlined, auth: { permission: 'view-siasn-logs' } },
  { href: '/logs/siasn-calls', label: menuText.siasnCalls, Icon: ApiOutlined, auth: { permission: 'view-siasn-logs' } },
  { href: '/admin/koneksi', label: connectionsText.menu, Icon: DisconnectOutlined, auth: { permission: 'check-connections' } },
];

// The province-wide personnel work (docs/personnel-admin.md): admin-only pages, so always beside
// Administrasi, and for the same lack of room a labelled section inside it, not a tenth item.
export const SIASN_SERVICE_ENTRIES: MenuEntry[] = [
  { href: '/layanan-siasn/kp', label: menuText.siasnServices.kp, Icon: RiseOutlined, auth: { permission: 'manage-personnel-pipelines' } },
  { href: '/layanan-siasn/pemberhentian', label: menuText.siasnServices.pemberhentian, Icon: UserDeleteOutlined, auth: { permission: 'manage-personnel-pipelines' } },
  { href: '/layanan-siasn/pengadaan', label: menuText.siasnServices.pengadaan, Icon: UserAddOutlined, auth: { permission: 'manage-personnel-pipelines' } },
  { href: '/layanan-siasn/laporan-pegawai', label: menuText.reports.employees, Icon: IdcardOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/layanan-siasn/laporan-ip-asn', label: menuText.reports.ipAsn, Icon: BarChartOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/layanan-siasn/unor', label: menuText.reports.unor, Icon: ClusterOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/rekon', label: menuText.reports.rekon, Icon: ReconciliationOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/layanan-siasn/jobs', label: menuText.siasnServices.jobs, Icon: ScheduleOutlined, auth: { permission: 'manage-personnel-jobs' } },
  { href: '/layanan-siasn/peta-jabatan', label: menuText.petaJabatan, Icon: ApartmentOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/layanan-siasn/referensi-jft', label: menuText.siasnServices.refJft, Icon: BookOutlined, auth: { permission: 'view-personnel-reports' } },
];

// Learning and the community (docs/community.md): everyone's, grouped with the FAQ under one entry.
export const COMMUNITY_ENTRIES: MenuEntry[] = [
  { href: '/faq', label: menuText.faq, Icon: QuestionCircleOutlined, auth: {} },
  { href: '/feed', label: communityText.menu.feed, Icon: CommentOutlined, auth: {} },
  { href: '/podcasts', label: communityText.menu.podcasts, Icon: AudioOutlined, auth: {} },
  { href: '/webinar', label: communityText.menu.webinars, Icon: VideoCameraOutlined, auth: {} },
  { href: '/coaching-clinic', label: communityText.menu.coaching, Icon: SolutionOutlined, auth: {} },
  { href: '/meetings', label: communityText.menu.meetings, Icon: VideoCameraAddOutlined, auth: {} },
];

// The agency's services (docs/public-finance.md): the personnel service catalogue, finance
// services and the CASN pages. Everyone's, but no room for a tenth item in the admin's bar: they
// join Kepegawaian, or stand as a labelled section in Administrasi.
export const PUBLIC_SERVICE_ENTRIES: MenuEntry[] = [
  { href: '/layanan/kepegawaian', label: publicServicesText.menu.catalogue, Icon: ShopOutlined, auth: {} },
  { href: '/layanan-keuangan', label: publicServicesText.menu.finance, Icon: CreditCardOutlined, auth: {} },
  { href: '/web/publikasi-casn', label: publicServicesText.menu.casnPublications, Icon: ReadOutlined, auth: {} },
  { href: '/web/nilai-casn', label: publicServicesText.menu.casnScores, Icon: FileTextOutlined, auth: {} },
  { href: '/layanan-keuangan/logs', label: publicServicesText.menu.bankLogs, Icon: BankOutlined, auth: { permission: 'view-bank-logs' } },
];

/** A group of entries under one toggle: Administrasi, Kepegawaian, Komunitas. */
export interface MenuGroup {
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
}

/** Pages of a group listed under a name of their own: Layanan SIASN in Administrasi. */
export interface MenuSection {
  label: string;
  entries: MenuEntry[];
}

export const ADMIN_GROUP: MenuGroup = { label: shellText.adminGroup, Icon: SettingOutlined };
export const PERSONNEL_GROUP: MenuGroup = { label: menuText.personnelGroup, Icon: ContactsOutlined };
export const COMMUNITY_GROUP: MenuGroup = { label: communityText.menu.group, Icon: TeamOutlined };

/** The entry whose path is the longest prefix of the current page, so sub-pages keep their entry lit. */
export function selectedEntry(pathname: string): string {
  const area = (e: MenuEntry) => e.area ?? e.href;
  const matches = [...MENU_ENTRIES, ...COMMUNITY_ENTRIES, ...PERSONNEL_ENTRIES, ...ADMIN_ENTRIES, ...SIASN_SERVICE_ENTRIES, ...PUBLIC_SERVICE_ENTRIES].filter((e) => pathname === area(e) || pathname.startsWith(`${area(e)}/`));
  return matches.sort((a, b) => area(b).length - area(a).length)[0]?.href ?? pathname;
}

/** The entry's page requirement, and its account group where it names one. */
export const offered = (user: SessionUser | undefined, e: MenuEntry) => meetsPageAuth(user, e.auth) && (!e.group || user?.group === e.group);

