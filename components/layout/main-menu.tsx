import { useId, useState, type ComponentType, type Ref } from 'react';
import {
  ApartmentOutlined,
  ApiOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  ClusterOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DownOutlined,
  FileSearchOutlined,
  HomeOutlined,
  IdcardOutlined,
  LikeOutlined,
  MailOutlined,
  NotificationOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ReconciliationOutlined,
  RiseOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SnippetsOutlined,
  StarOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useSession } from 'next-auth/react';
import { adminText, dashboardText, faqText, mailText, profileText, referenceText, savedRepliesText, shellText, siasnText, ticketsText, ui } from '@/locales/id';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { petaJabatanText } from '@/locales/id/peta-jabatan';
import { siasnLogsText } from '@/locales/id/siasn-logs';
import { meetsPageAuth, type PageAuth } from '@/utils/page-auth';
import type { SessionUser, UserGroup } from '@/utils/session-user';
import { usePopup } from '@/components/ui/use-popup';

interface MenuEntry {
  href: string;
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  auth: PageAuth;
  /** Offered only to accounts of this group (the page itself lets anyone in and says why it is empty). */
  group?: UserGroup;
  /** The pages the entry stands for, when more than its own path (a record's sections). */
  area?: string;
}

// The same requirement the target page declares, so the menu never offers a Not Authorized page.
export const MENU_ENTRIES: MenuEntry[] = [
  { href: '/', label: ui.menu.home, Icon: HomeOutlined, auth: {} },
  { href: '/tickets', label: ticketsText.title, Icon: ProfileOutlined, auth: {} },
  { href: '/subscriptions', label: ticketsText.subscriptionsTitle, Icon: StarOutlined, auth: {} },
  { href: '/dashboard', label: dashboardText.title, Icon: DashboardOutlined, auth: { permission: 'advanced-filter' } },
  { href: '/mail', label: mailText.menu, Icon: MailOutlined, auth: {} },
  { href: '/faq', label: faqText.menu, Icon: QuestionCircleOutlined, auth: {} },
  { href: '/saved-replies', label: savedRepliesText.menu, Icon: SnippetsOutlined, auth: { permission: 'use-saved-replies' } },
  { href: '/profile', label: profileText.menu, Icon: IdcardOutlined, auth: {} },
];

// Civil servants (SIMASTER accounts) have a SIASN record; staff read anyone's. One entry stands in
// the bar; both are grouped under Kepegawaian, or join Administrasi where there is one: at 1200 px
// the admin's bar has room for no more than its nine entries.
export const PERSONNEL_ENTRIES: MenuEntry[] = [
  { href: '/pemutakhiran-data/data-utama', area: '/pemutakhiran-data', label: siasnText.menu, Icon: ContactsOutlined, auth: {}, group: 'MASTER' },
  { href: '/pegawai', label: siasnText.lookupMenu, Icon: FileSearchOutlined, auth: { permission: 'view-personnel-any' } },
];

// Grouped under one "Administrasi" entry: four more top-level items do not fit a laptop's bar.
export const ADMIN_ENTRIES: MenuEntry[] = [
  { href: '/admin/users', label: ui.menu.users, Icon: TeamOutlined, auth: { permission: 'manage-users' } },
  { href: '/admin/references', label: referenceText.menu, Icon: DatabaseOutlined, auth: { permission: 'manage-reference' } },
  { href: '/admin/announcements', label: adminText.announcements.menu, Icon: NotificationOutlined, auth: { permission: 'manage-announcements' } },
  { href: '/admin/ratings', label: adminText.ratings.menu, Icon: LikeOutlined, auth: { permission: 'see-rating-summary' } },
  { href: '/logs/siasn', label: siasnLogsText.menu, Icon: AuditOutlined, auth: { permission: 'view-siasn-logs' } },
  { href: '/logs/siasn-calls', label: siasnLogsText.callsMenu, Icon: ApiOutlined, auth: { permission: 'view-siasn-logs' } },
];

// The province-wide personnel work (docs/personnel-admin.md): admin-only pages, so always beside
// Administrasi, and for the same lack of room a labelled section inside it, not a tenth item.
export const SIASN_SERVICE_ENTRIES: MenuEntry[] = [
  { href: '/layanan-siasn/kp', label: personnelAdminText.menu.kp, Icon: RiseOutlined, auth: { permission: 'manage-personnel-pipelines' } },
  { href: '/layanan-siasn/pemberhentian', label: personnelAdminText.menu.pemberhentian, Icon: UserDeleteOutlined, auth: { permission: 'manage-personnel-pipelines' } },
  { href: '/layanan-siasn/pengadaan', label: personnelAdminText.menu.pengadaan, Icon: UserAddOutlined, auth: { permission: 'manage-personnel-pipelines' } },
  { href: '/layanan-siasn/laporan-pegawai', label: personnelReportsText.menu.employees, Icon: IdcardOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/layanan-siasn/laporan-ip-asn', label: personnelReportsText.menu.ipAsn, Icon: BarChartOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/layanan-siasn/unor', label: personnelReportsText.menu.unor, Icon: ClusterOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/rekon', label: personnelReportsText.menu.rekon, Icon: ReconciliationOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/layanan-siasn/jobs', label: personnelAdminText.menu.jobs, Icon: ScheduleOutlined, auth: { permission: 'manage-personnel-jobs' } },
  { href: '/layanan-siasn/peta-jabatan', label: petaJabatanText.menu, Icon: ApartmentOutlined, auth: { permission: 'view-personnel-reports' } },
  { href: '/layanan-siasn/referensi-jft', label: personnelAdminText.menu.refJft, Icon: BookOutlined, auth: { permission: 'view-personnel-reports' } },
];

const ADMIN_GROUP: MenuGroup = { label: shellText.adminGroup, Icon: SettingOutlined };
const PERSONNEL_GROUP: MenuGroup = { label: siasnText.group, Icon: ContactsOutlined };

/** The entry whose path is the longest prefix of the current page, so sub-pages keep their entry lit. */
function selectedEntry(pathname: string): string {
  const area = (e: MenuEntry) => e.area ?? e.href;
  const matches = [...MENU_ENTRIES, ...PERSONNEL_ENTRIES, ...ADMIN_ENTRIES, ...SIASN_SERVICE_ENTRIES].filter((e) => pathname === area(e) || pathname.startsWith(`${area(e)}/`));
  return matches.sort((a, b) => area(b).length - area(a).length)[0]?.href ?? pathname;
}

/** The entry's page requirement, and its account group where it names one. */
const offered = (user: SessionUser | undefined, e: MenuEntry) => meetsPageAuth(user, e.auth) && (!e.group || user?.group === e.group);

function EntryLink({ entry, selected, onNavigate }: { entry: MenuEntry; selected: string; onNavigate?: () => void }) {
  const { Icon } = entry;
  return (
    <Link href={entry.href} aria-current={entry.href === selected ? 'page' : undefined} onClick={onNavigate}>
      <Icon aria-hidden />
      <span>{entry.label}</span>
    </Link>
  );
}

interface EntriesProps {
  entries: MenuEntry[];
  selected: string;
  onNavigate?: () => void;
}

/** A group of entries under one toggle: Administrasi, Kepegawaian. */
interface MenuGroup {
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
}

/** Pages of a group listed under a name of their own: Layanan SIASN in Administrasi. */
interface MenuSection {
  label: string;
  entries: MenuEntry[];
}

type GroupProps = EntriesProps & { group: MenuGroup; sections: MenuSection[] };

const inGroup = ({ entries, sections, selected }: Pick<GroupProps, 'entries' | 'sections' | 'selected'>) =>
  [...entries, ...sections.flatMap((s) => s.entries)].some((e) => e.href === selected);

/** A group in the bar: a disclosure button with its pages in a popup under it. */
function GroupPopup({ group, entries, sections, selected, onNavigate }: GroupProps) {
  const popup = usePopup();
  const id = useId();
  const current = inGroup({ entries, sections, selected });
  const navigate = () => {
    popup.close();
    onNavigate?.();
  };
  return (
    <div ref={popup.rootRef} style={{ position: 'relative', display: 'flex' }}>
      <GroupToggle group={group} current={current} expanded={popup.open} controls={id} onClick={popup.toggle} buttonRef={popup.triggerRef} />
      {popup.open && (
        <div className="shell-popup is-start" id={id}>
          <GroupEntries entries={entries} sections={sections} selected={selected} onNavigate={navigate} />
        </div>
      )}
    </div>
  );
}

/** A group in the drawer: its pages open in place under it, already open on one of them. */
function GroupSublist({ group, entries, sections, selected, onNavigate }: GroupProps) {
  const current = inGroup({ entries, sections, selected });
  const [open, setOpen] = useState(current);
  const id = useId();
  return (
    <>
      <GroupToggle group={group} current={current} expanded={open} controls={id} onClick={() => setOpen(!open)} />
      {open && (
        <div id={id}>
          <GroupEntries entries={entries} sections={sections} selected={selected} onNavigate={onNavigate} className="main-nav-sublist" />
        </div>
      )}
    </>
  );
}

interface ToggleProps {
  group: MenuGroup;
  current: boolean;
  expanded: boolean;
  controls: string;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

function GroupToggle({ group: { label, Icon }, current, expanded, controls, onClick, buttonRef }: ToggleProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`main-nav-group-toggle${current ? ' is-current' : ''}`}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      <Icon aria-hidden />
      <span>{label}</span>
      <DownOutlined aria-hidden className="main-nav-caret" />
    </button>
  );
}

function EntryList({ entries, selected, onNavigate, className }: EntriesProps & { className?: string }) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.href}>
          <EntryLink entry={entry} selected={selected} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

/** A group's own pages, then each section's under its name (indented as the drawer indents a group's links). */
function GroupEntries({ entries, sections, className, ...rest }: EntriesProps & { sections: MenuSection[]; className?: string }) {
  return (
    <>
      <EntryList entries={entries} className={className} {...rest} />
      {sections.map((section) => (
        <SectionList key={section.label} section={section} className={className} {...rest} />
      ))}
    </>
  );
}

function SectionList({ section, className, ...rest }: Omit<EntriesProps, 'entries'> & { section: MenuSection; className?: string }) {
  const id = useId();
  const label = { margin: '4px 0 0', padding: `8px 12px 2px ${className ? 48 : 12}px`, borderTop: '1px solid var(--shell-border)', color: 'var(--shell-text-secondary)', fontSize: 12 };
  return (
    <div role="group" aria-labelledby={id}>
      <div id={id} style={label}>
        {section.label}
      </div>
      <EntryList entries={section.entries} className={className} {...rest} />
    </div>
  );
}

/**
 * The pages this user may open, as one list of links (a `nav`), the current page marked with
 * aria-current: a bar in the header (`horizontal`, from 1200 px) or rows in the drawer (`inline`).
 */
export function MainMenu({ mode = 'horizontal', onNavigate }: { mode?: 'horizontal' | 'inline'; onNavigate?: () => void }) {
  const { pathname } = useRouter();
  const { data } = useSession();
  const allowed = (e: MenuEntry) => offered(data?.user, e);
  const entries = MENU_ENTRIES.filter(allowed);
  const admin = ADMIN_ENTRIES.filter(allowed);
  const personnel = PERSONNEL_ENTRIES.filter(allowed);
  const services = SIASN_SERVICE_ENTRIES.filter(allowed);
  const sections = services.length > 0 ? [{ label: personnelAdminText.menu.group, entries: services }] : [];
  // One group at the end of the bar: Administrasi (with the personnel pages and Layanan SIASN), else Kepegawaian.
  const grouped = admin.length > 0 ? { group: ADMIN_GROUP, entries: [...admin, ...personnel], sections } : { group: PERSONNEL_GROUP, entries: personnel, sections };
  const pages = grouped.entries.length + services.length;
  const selected = selectedEntry(pathname);
  const bar = mode === 'horizontal';
  const Group = bar ? GroupPopup : GroupSublist;
  // A group of one page is that page's link.
  const standalone = pages === 1 ? [...grouped.entries, ...services] : [];
  return (
    <nav className={`main-nav ${bar ? '' : 'main-nav-list'}`} aria-label={shellText.mainMenu}>
      <ul className={bar ? 'main-nav-bar' : undefined}>
        {[...entries, ...standalone].map((entry) => (
          <li key={entry.href}>
            <EntryLink entry={entry} selected={selected} onNavigate={onNavigate} />
          </li>
        ))}
        {pages > 1 && (
          <li>
            <Group {...grouped} selected={selected} onNavigate={onNavigate} />
          </li>
        )}
      </ul>
    </nav>
  );
}
