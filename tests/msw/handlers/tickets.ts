import { http, HttpResponse } from 'msw';
import type { Paginated, UserSummary } from '@/utils/schemas/common';
import {
  BulkTicketSchema,
  MarkdownSchema,
  type FaqSuggestion,
  type ReactionSummary,
  type TicketCommentView,
  type TicketDetail,
  type TicketListItem,
  type TicketQueue,
  type TicketSuggestion,
} from '@/utils/schemas/tickets';
import { CATEGORIES, PRIORITIES, STATUSES } from './references';

const HOUR = 3_600_000;
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

// The people of the session fixtures (handlers/auth.ts): admin 1, agent 2, user 7.
export const PEOPLE = {
  admin: { id: 1, name: 'Rina Marlina', username: 'rina.marlina', image: null, current_role: 'admin' },
  agent: { id: 2, name: 'Dimas Pratama', username: 'dimas.pratama', image: null, current_role: 'agent' },
  otherAgent: { id: 3, name: 'Lukman Hakim', username: 'lukman.hakim', image: null, current_role: 'agent' },
  user: { id: 7, name: 'Budi Santoso', username: 'budi.santoso', image: null, current_role: 'user' },
  otherUser: { id: 8, name: 'Sari Dewi', username: 'sari.dewi', image: null, current_role: 'user' },
} satisfies Record<string, UserSummary>;

const status = (code: string) => STATUSES.find((s) => s.code === code) ?? STATUSES[0];
const kenaikanPangkat = { ...CATEGORIES[0].sub_categories[0], category: { id: 1, name: CATEGORIES[0].name } };

export function ticketListItem(overrides: Partial<TicketListItem> & { id: number }): TicketListItem {
  const requester = overrides.requester ?? PEOPLE.user;
  const assignee = overrides.assignee === undefined ? PEOPLE.agent : overrides.assignee;
  return {
    number: `HD-${String(overrides.id).padStart(6, '0')}`,
    title: `Pertanyaan kenaikan pangkat nomor ${overrides.id}`,
    status: status('DIKERJAKAN'),
    priority: PRIORITIES[1],
    sub_category: kenaikanPangkat,
    requester,
    assignee,
    requester_id: requester.id,
    assignee_id: assignee?.id ?? null,
    is_published: false,
    is_locked: false,
    is_pinned: false,
    total_comments: 2,
    unread: false,
    due_at: null,
    created_at: hoursAgo(overrides.id),
    updated_at: hoursAgo(1),
    ...overrides,
  };
}

export function reaction(emoji: ReactionSummary['emoji'], users: UserSummary[], meId?: number): ReactionSummary {
  return {
    emoji,
    count: users.length,
    users: users.map(({ id, name, username }) => ({ id, name, username })),
    reacted_by_me: users.some((u) => u.id === meId),
  };
}

export function comment(overrides: Partial<TicketCommentView> & { id: number }): TicketCommentView {
  const user = overrides.user ?? PEOPLE.agent;
  return {
    ticket_id: 1,
    user,
    user_id: user.id,
    markdown: `Komentar ${overrides.id}`,
    html: `<p>Komentar ${overrides.id}</p>`,
    is_answer: false,
    is_edited: false,
    is_internal: false,
    reactions: [],
    created_at: hoursAgo(3),
    updated_at: hoursAgo(3),
    ...overrides,
  };
}

/** Ticket 1: Budi's question, assigned to Dimas, in progress, with an answer and a question back. */
export function ticketDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  const base = ticketListItem({ id: 1, title: 'Kenaikan pangkat belum diproses', ...overrides });
  return {
    ...base,
    description_markdown: 'Sudah **tiga bulan** berkas saya belum diproses.',
    description_html: '<p>Sudah <strong>tiga bulan</strong> berkas saya belum diproses.</p>',
    published_at: null,
    start_work_at: hoursAgo(20),
    completed_at: null,
    total_reminders: 0,
    stars: null,
    requester_comment: null,
    feedback_public: false,
    feedback_name: 'initials',
    is_subscribed: false,
    merged_into: null,
    comments: [
      comment({ id: 101, user: PEOPLE.agent, html: '<p>Berkas sedang diverifikasi.</p>', is_answer: true,
        reactions: [reaction('👍', [PEOPLE.user, PEOPLE.admin], 7)] }),
      comment({ id: 102, user: PEOPLE.user, html: '<p>Terima kasih, kapan selesai?</p>', is_edited: true }),
    ],
    histories: [
      { id: 1, user: PEOPLE.agent, field: 'status', from_value: 'DIAJUKAN', to_value: 'DIKERJAKAN', created_at: hoursAgo(20) },
    ],
    ...overrides,
  };
}
const API = '*/helpdesk/api';
const CODES = ['DIAJUKAN', 'DIKERJAKAN', 'SELESAI', 'DITOLAK'] as const;

/** 25 tickets, newest first; 3 and 5 are pinned (and so published). */
export const TICKET_ROWS: TicketListItem[] = Array.from({ length: 25 }, (_, i) => {
  const id = i + 1;
  const pinned = id === 3 || id === 5;
  return ticketListItem({
    id,
    status: STATUSES.find((s) => s.code === CODES[i % CODES.length]) ?? STATUSES[0],
    requester: i % 2 ? PEOPLE.otherUser : PEOPLE.user,
    assignee: i % 3 === 0 ? null : PEOPLE.agent,
    is_pinned: pinned,
    is_published: pinned || i % 4 === 0,
  });
});

/** Pages and filters the rows by the few params the fixtures need (pinned, status). */
export function listTicketRows(url: URL, rows: TicketListItem[] = TICKET_ROWS): Paginated<TicketListItem> {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const statuses = url.searchParams.get('status')?.split(',');
  const matching = rows.filter(
    (t) => (url.searchParams.get('pinned') !== 'true' || t.is_pinned) && (!statuses || statuses.includes(t.status.code)),
  );
  return { data: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit };
}

export const SUGGESTED_TICKETS: TicketSuggestion[] = [
  { id: 40, number: 'HD-000040', title: 'Syarat kenaikan pangkat reguler', status: STATUSES[2], score: 0.8 },
];
export const SUGGESTED_FAQS: FaqSuggestion[] = [
  { id: 5, faq_id: 1, faq_name: 'Kepangkatan', question: 'Kapan periode kenaikan pangkat?', answer_html: '<p>Periode April dan Oktober.</p>', score: 0.7 },
];

/** GET /tickets/queue of an agent who handles sub-category 11: two late tickets. */
export const TICKET_QUEUE: TicketQueue = {
  buckets: [
    { key: 'overdue', total: 2, filters: { scope: 'assigned', due: 'overdue' } },
    { key: 'unassigned', total: 5, filters: { status: ['DIAJUKAN', 'DIKERJAKAN'], unassigned: true, sub_category: [11] } },
    { key: 'assigned', total: 7, filters: { status: ['DIAJUKAN', 'DIKERJAKAN'], scope: 'assigned' } },
    { key: 'waiting', total: 3, filters: { status: ['DIKERJAKAN'], scope: 'assigned', waiting: true } },
  ],
};

const detail = (id: string | readonly string[] | undefined) => ticketDetail({ id: Number(id) });

export const ticketsHandlers = [
  http.get(`${API}/tickets`, ({ request }) => HttpResponse.json(listTicketRows(new URL(request.url)))),
  http.get(`${API}/tickets/queue`, () => HttpResponse.json(TICKET_QUEUE)),
  http.get(`${API}/tickets/subscribes`, ({ request }) => HttpResponse.json(listTicketRows(new URL(request.url), TICKET_ROWS.slice(0, 4)))),
  http.post(`${API}/tickets`, () => HttpResponse.json(ticketDetail({ id: 99 }), { status: 201 })),
  http.get(`${API}/tickets/:id`, ({ params }) => HttpResponse.json(detail(params.id))),
  http.patch(`${API}/tickets/:id`, ({ params }) => HttpResponse.json(detail(params.id))),
  http.get(`${API}/tickets/:id/recommendations`, () => HttpResponse.json(SUGGESTED_TICKETS)),
  http.post(`${API}/tickets/bulk`, async ({ request }) => {
    const { ids } = BulkTicketSchema.parse(await request.json());
    return HttpResponse.json({ updated: ids.length });
  }),
  http.put(`${API}/tickets/:id/read`, () => new HttpResponse(null, { status: 204 })),
  // "Sedang dibuka" and typing presence: answered like the server, never stored.
  http.post(`${API}/tickets/:id/presence`, () => new HttpResponse(null, { status: 204 })),
  http.put(`${API}/tickets/:id/subscribe`, () => HttpResponse.json({ is_subscribed: true })),
  http.delete(`${API}/tickets/:id/subscribe`, () => HttpResponse.json({ is_subscribed: false })),
  http.post(`${API}/tickets/:id/comments`, () => HttpResponse.json(comment({ id: 200 }), { status: 201 })),
  http.get(`${API}/recommendations/tickets`, () => HttpResponse.json(SUGGESTED_TICKETS)),
  http.get(`${API}/recommendations/faqs`, () => HttpResponse.json(SUGGESTED_FAQS)),
  http.post(`${API}/markdown`, async ({ request }) => {
    const { text } = MarkdownSchema.parse(await request.json());
    return HttpResponse.json({ html: `<p>${text}</p>` });
  }),
];