import { http, HttpResponse } from 'msw';
import type { UserSummary } from '@/utils/schemas/common';

export const MAIL_PEOPLE: UserSummary[] = [
  { id: 21, name: 'Sari Wulandari', username: 'sari.w', image: null, current_role: 'user' },
  { id: 22, name: 'Sarifudin', username: 'sarifudin', image: null, current_role: 'agent' },
];

export const mailHandlers = [
  http.get('*/helpdesk/api/users/search/:term', ({ params }) => {
    const term = String(params.term).toLowerCase();
    return HttpResponse.json(MAIL_PEOPLE.filter((u) => `${u.name} ${u.username}`.toLowerCase().includes(term)));
  }),
  http.get('*/helpdesk/api/private-messages', () => HttpResponse.json({ data: [], total: 0, page: 1, limit: 10, unread: 0 })),
];
