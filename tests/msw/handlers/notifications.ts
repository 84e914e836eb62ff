import { http, HttpResponse } from 'msw';
import type { NotificationPage, NotificationView } from '@/utils/schemas/tickets';
import { PEOPLE, hoursAgo } from './tickets';

const API = '*/helpdesk/api/notifications';

export const NOTIFICATIONS: NotificationView[] = [
  { id: 1, type: 'comment_created', title: 'Dimas Pratama mengomentari HD-000001', preview: 'Berkas sedang diverifikasi.', ticket_id: 1, link: null, from_user: PEOPLE.agent, read_at: null, created_at: hoursAgo(2) },
  { id: 2, type: 'status_changed', title: 'Status HD-000002 menjadi Selesai', preview: null, ticket_id: 2, link: null, from_user: PEOPLE.agent, read_at: null, created_at: hoursAgo(5) },
  { id: 3, type: 'reminder', title: 'Pengingat untuk HD-000003', preview: null, ticket_id: 3, link: null, from_user: PEOPLE.admin, read_at: hoursAgo(2), created_at: hoursAgo(30) },
];

/** GET /notifications the way the API answers it: a page plus the unread total. */
export function notificationPage(url: URL, rows: NotificationView[] = NOTIFICATIONS): NotificationPage {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const unreadOnly = url.searchParams.get('unread') === 'true';
  const matching = rows.filter((n) => !unreadOnly || n.read_at === null);
  return {
    data: matching.slice((page - 1) * limit, page * limit),
    total: matching.length,
    unread: rows.filter((n) => n.read_at === null).length,
    page,
    limit,
  };
}

export const notificationsHandlers = [
  http.get(API, ({ request }) => HttpResponse.json(notificationPage(new URL(request.url)))),
  http.put(API, () => HttpResponse.json({ updated: NOTIFICATIONS.filter((n) => n.read_at === null).length })),
  http.delete(`${API}/:id`, () => new HttpResponse(null, { status: 204 })),
];
