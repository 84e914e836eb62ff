// The routes the benchmark loads; paths are relative to /helpdesk/api.
export interface BenchCase {
  name: string;
  path: string;
  /** A page asked once before the load: the case loads `path` with that page's `next_cursor` (the page after it, by keyset). */
  cursorOf?: string;
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

export const SUGGESTION_CASES = CASES.filter((c) => c.path.startsWith('/recommendations'));
