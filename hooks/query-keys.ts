import type { UserListQuery } from '@/utils/schemas/users';
import type { TicketListFilters } from '@/services/tickets';
import type { SiasnCallLogQuery, SiasnWriteLogQuery } from '@/utils/schemas/siasn-logs';
import type { PostListQuery } from '@/utils/schemas/feed';

/** The one query-key factory: mutations invalidate through these. */
export const userKeys = {
  all: ['users'] as const,
  information: () => [...userKeys.all, 'information'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
};

export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (query: TicketListFilters) => [...ticketKeys.lists(), query] as const,
  subscribed: (page: number, limit: number) => [...ticketKeys.lists(), 'subscribed', { page, limit }] as const,
  /** The staff home's counts: under lists(), so every ticket change refreshes them. */
  queue: () => [...ticketKeys.lists(), 'queue'] as const,
  details: () => [...ticketKeys.all, 'detail'] as const,
  detail: (id: number) => [...ticketKeys.details(), id] as const,
  recommendations: (id: number) => [...ticketKeys.detail(id), 'recommendations'] as const,
  suggestions: (kind: 'tickets' | 'faqs', title: string) => [...ticketKeys.all, 'suggestions', kind, title] as const,
  /** A ticket's previous / next in the list it was opened from: outside lists(), so a change to the ticket keeps them. */
  neighbours: (id: number, list: string) => [...ticketKeys.all, 'neighbours', id, list] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number, limit: number) => [...notificationKeys.lists(), { page, limit }] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  unsubscribe: (token: string) => [...notificationKeys.all, 'unsubscribe', token] as const,
};

export const referenceKeys = {
  all: ['references'] as const,
  categories: () => [...referenceKeys.all, 'categories'] as const,
  agents: () => [...referenceKeys.all, 'agents'] as const,
  statuses: () => [...referenceKeys.all, 'status'] as const,
  priorities: () => [...referenceKeys.all, 'priorities'] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  tickets: (days: number) => [...dashboardKeys.all, 'tickets', days] as const,
  staff: (from: string, to: string) => [...dashboardKeys.all, 'staff', { from, to }] as const,
};

export const assignmentKeys = {
  all: ['assignment'] as const,
  away: (userId: number) => [...assignmentKeys.all, 'away', userId] as const,
};

export const refKeys = {
  all: ['ref'] as const,
  list: (kind: string) => [...refKeys.all, kind] as const,
};

export const historyKeys = {
  all: ['users-histories'] as const,
  page: (page: number, limit: number, userId?: number) => [...historyKeys.all, { page, limit, userId }] as const,
};

export const savedReplyKeys = {
  all: ['saved-replies'] as const,
  list: (query: { search?: string; page?: number; limit?: number }) => [...savedReplyKeys.all, 'list', query] as const,
};

export const faqKeys = {
  all: ['faqs'] as const,
  groups: (search: string) => [...faqKeys.all, 'groups', search] as const,
};

export const mailKeys = {
  all: ['private-messages'] as const,
  lists: () => [...mailKeys.all, 'list'] as const,
  list: (query: object) => [...mailKeys.lists(), query] as const,
  detail: (id: number) => [...mailKeys.all, 'detail', id] as const,
  userSearch: (term: string) => ['users', 'search', term] as const,
};

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (query: object) => [...announcementKeys.all, 'list', query] as const,
};

export const profileKeys = {
  all: ['profiles'] as const,
  own: () => [...profileKeys.all, 'own'] as const,
  public: (id: number) => [...profileKeys.all, 'public', id] as const,
};

export const ratingKeys = {
  all: ['ratings'] as const,
  state: () => [...ratingKeys.all, 'state'] as const,
  summary: (period?: string) => [...ratingKeys.all, 'summary', period ?? 'all'] as const,
};

export const siasnKeys = {
  all: ['siasn'] as const,
  /** `nip` null: the signed-in user's own record. */
  section: (nip: string | null, section: string) => [...siasnKeys.all, nip ?? 'own', section] as const,
  ipAsn: (nip: string) => [...siasnKeys.all, nip, 'ip-asn'] as const,
  biodata: (nip: string | null) => [...siasnKeys.all, nip ?? 'own', 'biodata'] as const,
  /** Every service's list of a NIP: a new proposal invalidates them all. */
  usulanLists: (nip: string | null) => [...siasnKeys.all, nip ?? 'own', 'usulan'] as const,
  usulan: (nip: string | null, service: string) => [...siasnKeys.usulanLists(nip), service] as const,
  gelar: () => [...siasnKeys.all, 'own', 'gelar'] as const,
  recordHealth: (nip: string | null) => [...siasnKeys.all, nip ?? 'own', 'kesehatan-data'] as const,
  /** Potensi and kompetensi from the agency's gateway; `nip` null: the own. */
  assessment: (nip: string | null) => [...siasnKeys.all, nip ?? 'own', 'assessment'] as const,
  /** A page of a synced reference list searched by `q` (the write forms' pickers). */
  reference: (name: string, q: string) => [...siasnKeys.all, 'ref', name, q] as const,
};

export const siasnLogKeys = {
  all: ['siasn-logs'] as const,
  writes: (filters: SiasnWriteLogQuery) => [...siasnLogKeys.all, 'writes', filters] as const,
  monthly: (year: number) => [...siasnLogKeys.all, 'monthly', year] as const,
  calls: (filters: SiasnCallLogQuery) => [...siasnLogKeys.all, 'calls', filters] as const,
  token: () => [...siasnLogKeys.all, 'token'] as const,
};

export const feedKeys = {
  all: ['feed'] as const,
  lists: () => [...feedKeys.all, 'list'] as const,
  list: (query: PostListQuery) => [...feedKeys.lists(), query] as const,
  post: (id: number) => [...feedKeys.all, 'post', id] as const,
  comments: (postId: number) => [...feedKeys.post(postId), 'comments'] as const,
};

export const podcastKeys = {
  all: ['podcasts'] as const,
  adminLists: () => [...podcastKeys.all, 'admin'] as const,
  adminList: (query: { search?: string; status?: string; page: number; limit: number }) => [...podcastKeys.adminLists(), query] as const,
  adminDetail: (id: number) => [...podcastKeys.all, 'admin-detail', id] as const,
  lists: () => [...podcastKeys.all, 'list'] as const,
  list: (query: { search?: string; page: number; limit: number }) => [...podcastKeys.lists(), query] as const,
  episode: (id: number) => [...podcastKeys.all, 'episode', id] as const,
  comments: (id: number, page: number) => [...podcastKeys.episode(id), 'comments', page] as const,
};

export const webinarKeys = {
  all: ['webinars'] as const,
  lists: () => [...webinarKeys.all, 'list'] as const,
  list: (query: { status?: string; search?: string; page?: number; limit?: number }) => [...webinarKeys.lists(), query] as const,
  detail: (id: number) => [...webinarKeys.all, 'detail', id] as const,
  quiz: (id: number) => [...webinarKeys.detail(id), 'quiz'] as const,
  participants: (id: number, query: { search?: string; page: number; limit: number }) => [...webinarKeys.detail(id), 'participants', query] as const,
  certificate: (token: string) => [...webinarKeys.all, 'certificate', token] as const,
};

export const coachingKeys = {
  all: ['coaching-clinics'] as const,
  lists: () => [...coachingKeys.all, 'list'] as const,
  list: (query: { status?: string; mine?: boolean; page: number; limit: number }) => [...coachingKeys.lists(), query] as const,
  detail: (id: number) => [...coachingKeys.all, 'detail', id] as const,
  requests: (id: number) => [...coachingKeys.detail(id), 'requests'] as const,
  ratings: (id: number) => [...coachingKeys.detail(id), 'ratings'] as const,
};

export const meetingKeys = {
  all: ['meetings'] as const,
  live: () => [...meetingKeys.all, 'live'] as const,
  adminLists: () => [...meetingKeys.all, 'admin'] as const,
  adminList: (type: string) => [...meetingKeys.adminLists(), type] as const,
};

export const serviceCatalogueKeys = {
  all: ['service-catalogue'] as const,
  lists: () => [...serviceCatalogueKeys.all, 'list'] as const,
  list: (query: { search?: string; page: number; limit: number }) => [...serviceCatalogueKeys.lists(), query] as const,
  page: (slug: string) => [...serviceCatalogueKeys.all, 'page', slug] as const,
};

export const landingKeys = {
  all: ['landing'] as const,
};

export const casnKeys = {
  all: ['casn'] as const,
  publications: (query: { page: number; limit: number }) => [...casnKeys.all, 'publications', query] as const,
  publication: (id: number) => [...casnKeys.all, 'publication', id] as const,
  scores: () => [...casnKeys.all, 'scores'] as const,
};

// The connection check of Koneksi Layanan (docs/deploy.md section 3).
export const connectionKeys = {
  all: ['connections'] as const,
  check: () => [...connectionKeys.all, 'check'] as const,
};
