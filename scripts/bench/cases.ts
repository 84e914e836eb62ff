// The routes the benchmark loads; paths are relative to /helpdesk/api, or to /helpdesk for pages.
export interface BenchCase {
  name: string;
  path: string;
  /** A page asked once before the load: the case loads `path` with that page's `next_cursor` (the page after it, by keyset). */
  cursorOf?: string;
  /** A page rendered on the server (HTML), not an API route. */
  page?: boolean;
  /** Whose session asks (default the agent). */
  as?: 'agent' | 'admin' | 'user';
}

export const CEILING: BenchCase = { name: 'ceiling (static JSON)', path: '/ping' };

export const LIST_PAGE_ONE: BenchCase = { name: 'ticket list, page 1', path: '/tickets?page=1&limit=20' };

const DEEP_LIST = '/tickets?status=SELESAI,DIKERJAKAN&category=1,2,3&search=pangkat&limit=20';

export const CASES: BenchCase[] = [
  LIST_PAGE_ONE,
  { name: 'ticket list, deep page + filters', path: `${DEEP_LIST}&page=20` },
  // The same page 20, as the list's "next" button asks for it after page 19: no offset walk.
  { name: 'ticket list, deep page + filters by cursor', path: DEEP_LIST, cursorOf: `${DEEP_LIST}&page=19` },
  { name: 'ticket detail, 50 comments', path: '/tickets/1' },
  { name: 'similar tickets for a title', path: '/recommendations/tickets?title=kenaikan%20pangkat%20reguler' },
  { name: 'FAQ suggestions for a title', path: '/recommendations/faqs?title=kenaikan%20pangkat' },
  { name: 'notification count', path: '/notifications?unread=true&limit=1' },
  // Through the SIASN gateway client to the sandbox the bench starts; the check request before the
  // run fills the read cache, so this measures the portal's own share (session, cache, JSON).
  { name: 'personnel section, warm SIASN cache', path: '/siasn/ws/admin/198807202011012003/jabatan' },
];

// Issue 34: a page view as the browser asks for it, signed in; its Node CPU is the server's share
// of opening the page (docs/performance.md, "CPU per request").
export const PAGE_CASES: BenchCase[] = [
  { name: 'page: ticket list', path: '/tickets', page: true },
  { name: 'page: ticket, 50 comments', path: '/tickets/1', page: true },
  { name: 'page: Data Utama (own record)', path: '/pemutakhiran-data/data-utama', page: true, as: 'user' },
  { name: 'page: KP (admin)', path: '/layanan-siasn/kp?periode=2026-04-01', page: true, as: 'admin' },
];

export const SUGGESTION_CASES = CASES.filter((c) => c.path.startsWith('/recommendations'));
