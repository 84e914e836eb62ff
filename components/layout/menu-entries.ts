import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import ApiOutlined from '@ant-design/icons-svg/es/asn/ApiOutlined';
import AudioOutlined from '@ant-design/icons-svg/es/asn/AudioOutlined';
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import ClusterOutlined from '@ant-design/icons-svg/es/asn/ClusterOutlined';
import CommentOutlined from '@ant-design/icons-svg/es/asn/CommentOutlined';
import ContactsOutlined from '@ant-design/icons-svg/es/asn/ContactsOutlined';
import CreditCardOutlined from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons-svg/es/asn/DatabaseOutlined';
import DisconnectOutlined from '@ant-design/icons-svg/es/asn/DisconnectOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import LikeOutlined from '@ant-design/icons-svg/es/asn/LikeOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined';
import ReconciliationOutlined from '@ant-design/icons-svg/es/asn/ReconciliationOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import RiseOutlined from '@ant-design/icons-svg/es/asn/RiseOutlined';
import ScheduleOutlined from '@ant-design/icons-svg/es/asn/ScheduleOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import SnippetsOutlined from '@ant-design/icons-svg/es/asn/SnippetsOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import UserAddOutlined from '@ant-design/icons-svg/es/asn/UserAddOutlined';
import UserDeleteOutlined from '@ant-design/icons-svg/es/asn/UserDeleteOutlined';
import VideoCameraAddOutlined from '@ant-design/icons-svg/es/asn/VideoCameraAddOutlined';
import VideoCameraOutlined from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
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
  icon: IconDefinition;
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
  { href: '/', label: ui.menu.home, icon: HomeOutlined, auth: {} },
  { href: '/tickets', label: menuText.tickets, icon: ProfileOutlined, auth: {} },
  { href: '/subscriptions', label: menuText.subscriptions, icon: StarOutlined, auth: {} },
  { href: '/dashboard', label: menuText.dashboard, icon: DashboardOutlined, auth: { permission: 'advanced-filter' } },
  { href: '/mail', label: menuText.mail, icon: MailOutlined, auth: {} },
  { href: '/saved-replies', label: menuText.savedReplies, icon: SnippetsOutlined, auth: { permission: 'use-saved-replies' } },
  { href: '/profile', label: menuText.profile, icon: IdcardOutlined, auth: {} },
];

/**
 * A civil servant's own record (SIMASTER accounts have one in SIASN): what they come for most
 * after their questions, so on a phone it is one tap from the menu (issue 31).
 */
export const OWN_RECORD_ENTRY: MenuEntry = {
  href: '/pemutakhiran-data/data-utama',
  area: '/pemutakhiran-data',
  label: menuText.ownRecord,
  icon: ContactsOutlined,
  auth: {},
  group: 'MASTER',
  oneTapOnPhone: true,
};

// Civil servants have a SIASN record; staff read anyone's. One entry stands in the bar; both are
// grouped under Kepegawaian, or join Administrasi where there is one: at 1200 px the admin's bar
// has room for no more than its nine entries.
export const PERSONNEL_ENTRIES: MenuEntry[] = [
  OWN_RECORD_ENTRY,
  { href: '/pegawai', label: menuText.lookup, icon: FileSearchOutlined, auth: { permission: 'view-personnel-any' } },
];

// Grouped under one "Administrasi" entry: four more top-level items do not fit a laptop's bar.
export const ADMIN_ENTRIES: MenuEntry[] = [
  { href: '/admin/users', label: ui.menu.users, icon: TeamOutlined, auth: { permission: 'manage-users' } },
  { href: '/admin/references', label: menuText.references, icon: DatabaseOutlined, auth: { permission: 'manage-reference' } },
  { href: '/admin/announcements', label: menuText.announcements, icon: NotificationOutlined, auth: { permission: 'manage-announcements' } },
  { href: '/admin/ratings', label: menuText.ratings, icon: LikeOutlined, auth: { permission: 'see-rating-summary' } },
  { href: '/logs/siasn', label: menuText.siasnLogs, icon: AuditOutlined, auth: { permission: 'view-siasn-logs' } },
  { href: '/logs/siasn-calls', label: menuText.siasnCalls, icon: ApiOutlined, auth: { permission: 'view-siasn-logs' } },
  { href: '/admin/koneksi', label: connectionsText.menu, icon: DisconnectOutlined, auth: { permission: 'check-connections' } },
];

// The province-wide personnel work (docs/personnel-admin.md): admin-only pages, so always beside
// Administrasi, and for the same lack of room a labelled section inside it, not a tenth item.
export const SIASN_SERVICE_ENTRIES: MenuEntry[] = [
  { href: '/layanan-siasn/kp', label: menuText.siasnServices.kp, icon: RiseOutlined, auth: { permission: 'manage-personnel-pipelines' } },
  { href: '/layanan-siasn/pemberhentian', label: menuText.siasnServices.pemberhentian, icon: UserDeleteOutlined, auth: { permission: 'manage-personnel-pipelines' } },
  { href: '/layanan-siasn/pengadaan', label: menuText.siasnServices.pengadaan, icon: UserAddOutlined, auth: { permission: 'manage-personnel-pipelines' } },
  { href: '/layanan-siasn/laporan-pegawai', label: menuText.reports.employees, icon: IdcardOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/layanan-siasn/laporan-ip-asn', label: menuText.reports.ipAsn, icon: BarChartOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/layanan-siasn/unor', label: menuText.reports.unor, icon: ClusterOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/rekon', label: menuText.reports.rekon, icon: ReconciliationOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/layanan-siasn/jobs', label: menuText.siasnServices.jobs, icon: ScheduleOutlined, auth: { permission: 'manage-personnel-jobs' } },
  { href: '/layanan-siasn/peta-jabatan', label: menuText.petaJabatan, icon: ApartmentOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/layanan-siasn/referensi-jft', label: menuText.siasnServices.refJft, icon: BookOutlined, auth: { permission: 'view-personnel-reports' } },
];

// Learning and the community (docs/community.md): everyone's, grouped with the FAQ under one entry.
export const COMMUNITY_ENTRIES: MenuEntry[] = [
  { href: '/faq', label: menuText.faq, icon: QuestionCircleOutlined, auth: {} },
  { href: '/feed', label: communityText.menu.feed, icon: CommentOutlined, auth: {} },
  { href: '/podcasts', label: communityText.menu.podcasts, icon: AudioOutlined, auth: {} },
  { href: '/webinar', label: communityText.menu.webinars, icon: VideoCameraOutlined, auth: {} },
  { href: '/coaching-clinic', label: communityText.menu.coaching, icon: SolutionOutlined, auth: {} },
  { href: '/meetings', label: communityText.menu.meetings, icon: VideoCameraAddOutlined, auth: {} },
];

// The agency's services (docs/public-finance.md): the personnel service catalogue, finance
// services and the CASN pages. Everyone's, but no room for a tenth item in the admin's bar: they
// join Kepegawaian, or stand as a labelled section in Administrasi.
export const PUBLIC_SERVICE_ENTRIES: MenuEntry[] = [
  { href: '/layanan/kepegawaian', label: publicServicesText.menu.catalogue, icon: ShopOutlined, auth: {} },
  { href: '/layanan-keuangan', label: publicServicesText.menu.finance, icon: CreditCardOutlined, auth: {} },
  { href: '/web/publikasi-casn', label: publicServicesText.menu.casnPublications, icon: ReadOutlined, auth: {} },
  { href: '/web/nilai-casn', label: publicServicesText.menu.casnScores, icon: FileTextOutlined, auth: {} },
  { href: '/layanan-keuangan/logs', label: publicServicesText.menu.bankLogs, icon: BankOutlined, auth: { permission: 'view-bank-logs' } },
];

/** A group of entries under one toggle: Administrasi, Kepegawaian, Komunitas. */
export interface MenuGroup {
  label: string;
  icon: IconDefinition;
}

/** Pages of a group listed under a name of their own: Layanan SIASN in Administrasi. */
export interface MenuSection {
  label: string;
  entries: MenuEntry[];
}

export const ADMIN_GROUP: MenuGroup = { label: shellText.adminGroup, icon: SettingOutlined };
export const PERSONNEL_GROUP: MenuGroup = { label: menuText.personnelGroup, icon: ContactsOutlined };
export const COMMUNITY_GROUP: MenuGroup = { label: communityText.menu.group, icon: TeamOutlined };

/** The entry whose path is the longest prefix of the current page, so sub-pages keep their entry lit. */
export function selectedEntry(pathname: string): string {
  const area = (e: MenuEntry) => e.area ?? e.href;
  const matches = [...MENU_ENTRIES, ...COMMUNITY_ENTRIES, ...PERSONNEL_ENTRIES, ...ADMIN_ENTRIES, ...SIASN_SERVICE_ENTRIES, ...PUBLIC_SERVICE_ENTRIES].filter((e) => pathname === area(e) || pathname.startsWith(`${area(e)}/`));
  return matches.sort((a, b) => area(b).length - area(a).length)[0]?.href ?? pathname;
}

/** The entry's page requirement, and its account group where it names one. */
export const offered = (user: SessionUser | undefined, e: MenuEntry) => meetsPageAuth(user, e.auth) && (!e.group || user?.group === e.group);

