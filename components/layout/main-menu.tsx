import { useRouter } from 'next/router';
import { useSession } from 'next-auth/react';
import { shellText } from '@/locales/id/shell';
import { menuText } from '@/locales/id/menu';
import { publicServicesText } from '@/locales/id/public-services';
import {
  ADMIN_ENTRIES,
  ADMIN_GROUP,
  COMMUNITY_ENTRIES,
  COMMUNITY_GROUP,
  MENU_ENTRIES,
  offered,
  PERSONNEL_ENTRIES,
  PERSONNEL_GROUP,
  PUBLIC_SERVICE_ENTRIES,
  selectedEntry,
  SIASN_SERVICE_ENTRIES,
  type MenuEntry,
} from './menu-entries';
import { EntryLink, GroupPopup, GroupSublist, type GroupProps } from './menu-group';

type Grouped = Omit<GroupProps, 'selected' | 'onNavigate'>;

/**
 * The group at the end of the bar: Administrasi (with the personnel pages, and Layanan SIASN and
 * the agency's services as sections), else Kepegawaian (the personnel pages and the services).
 */
function staffGroup(allowed: (e: MenuEntry) => boolean): Grouped {
  const admin = ADMIN_ENTRIES.filter(allowed);
  const personnel = PERSONNEL_ENTRIES.filter(allowed);
  const siasnServices = SIASN_SERVICE_ENTRIES.filter(allowed);
  const services = PUBLIC_SERVICE_ENTRIES.filter(allowed);
  if (admin.length === 0) {
    const sections = siasnServices.length > 0 ? [{ label: menuText.siasnServices.group, entries: siasnServices }] : [];
    return { group: PERSONNEL_GROUP, entries: [...personnel, ...services], sections };
  }
  const sections = [
    { label: menuText.siasnServices.group, entries: siasnServices },
    { label: publicServicesText.menu.section, entries: services },
  ].filter((s) => s.entries.length > 0);
  return { group: ADMIN_GROUP, entries: [...admin, ...personnel], sections };
}

const pagesOf = (g: Grouped) => [...g.entries, ...g.sections.flatMap((s) => s.entries)];

/**
 * The pages this user may open, as one list of links (a `nav`), the current page marked with
 * aria-current: a bar in the header (`horizontal`, from 1200 px) or rows in the drawer (`inline`).
 */
export function MainMenu({ mode = 'horizontal', onNavigate }: { mode?: 'horizontal' | 'inline'; onNavigate?: () => void }) {
  const { pathname } = useRouter();
  const { data } = useSession();
  const bar = mode === 'horizontal';
  const allowed = (e: MenuEntry) => offered(data?.user, e);
  // In the drawer, entries marked oneTapOnPhone leave their group for the top of the list.
  const lifted = (e: MenuEntry) => !bar && e.oneTapOnPhone === true;
  const inGroup = (e: MenuEntry) => allowed(e) && !lifted(e);
  const top = [...MENU_ENTRIES, ...PERSONNEL_ENTRIES.filter(lifted)].filter(allowed);
  const groups: Grouped[] = [{ group: COMMUNITY_GROUP, entries: COMMUNITY_ENTRIES.filter(inGroup), sections: [] }, staffGroup(inGroup)];
  const selected = selectedEntry(pathname);
  const Group = bar ? GroupPopup : GroupSublist;
  return (
    <nav className={`main-nav ${bar ? '' : 'main-nav-list'}`} aria-label={shellText.mainMenu}>
      <ul className={bar ? 'main-nav-bar' : undefined}>
        {top.map((entry) => (
          <li key={entry.href}>
            <EntryLink entry={entry} selected={selected} onNavigate={onNavigate} />
          </li>
        ))}
        {/* A group of one page is that page's link; an empty one is not shown. */}
        {groups.map((g) => {
          const pages = pagesOf(g);
          if (pages.length === 0) return null;
          return (
            <li key={g.group.label}>
              {pages.length === 1 ? <EntryLink entry={pages[0]} selected={selected} onNavigate={onNavigate} /> : <Group {...g} selected={selected} onNavigate={onNavigate} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
