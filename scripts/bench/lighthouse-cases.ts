// The pages of the bench's Lighthouse lines and what each must reach (docs/performance.md, "Budget lines").

export type LighthouseCategory = 'performance' | 'accessibility' | 'seo';
export type LighthouseProfile = 'mobile' | 'desktop';

export interface LighthouseCase {
  /** Path under the portal's origin. */
  page: string;
  /** Whose session the page opens with; a visitor sends no cookie. */
  as: 'agent' | 'admin' | 'visitor';
  /** Lighthouse's default (mobile) profile, or its desktop preset at 1366 px wide. */
  profile: LighthouseProfile;
  /** The least score (0-100) of each category the line checks. */
  budget: Partial<Record<LighthouseCategory, number>>;
  /**
   * The page is usable when `selector` first matches (its data rows shown), checked against
   * `withinMs`: measured in the same browser right after Lighthouse's run, with the desktop
   * profile's screen and network (lighthouse.ts, usableMs).
   */
  usable?: { selector: string; withinMs: number };
}

/** The KP period the bench fills (kp-rows.ts) and the KP line opens. */
export const KP_PERIOD = '2026-04-01';

export const LIGHTHOUSE_CASES: LighthouseCase[] = [
  // Issue 11: the ticket list and a ticket, as an agent.
  { page: '/helpdesk/tickets', as: 'agent', profile: 'mobile', budget: { performance: 90 } },
  { page: '/helpdesk/tickets/1', as: 'agent', profile: 'mobile', budget: { performance: 90 } },
  // Issue 31: the public home, signed out (docs/public-home.md).
  { page: '/helpdesk', as: 'visitor', profile: 'mobile', budget: { performance: 90, accessibility: 100, seo: 95 } },
  // Issue 31: the admin's KP list is usable (data rows shown) within 2.5 s on a laptop.
  {
    page: `/helpdesk/layanan-siasn/kp?periode=${KP_PERIOD}`,
    as: 'admin',
    profile: 'desktop',
    budget: {},
    usable: { selector: '[data-testid=pipeline-kp-table] tbody tr[data-row-key]', withinMs: 2_500 },
  },
];

const pathOf = (page: string) => page.split('?')[0];

/**
 * The cases a run scores: all of them; the first only in a smoke run; with `--lighthouse-pages
 * /helpdesk,/helpdesk/layanan-siasn/kp` the pages named (paths without the query), e.g. while tuning one.
 */
export function chosenLighthouseCases({ smoke, only, pages }: { smoke: boolean; only?: string[]; pages?: string[] }): LighthouseCase[] {
  if (pages?.length) return LIGHTHOUSE_CASES.filter((c) => pages.includes(pathOf(c.page)));
  if (only && !only.includes('lighthouse')) return [];
  return smoke && !only ? LIGHTHOUSE_CASES.slice(0, 1) : LIGHTHOUSE_CASES;
}
