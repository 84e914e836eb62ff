import { http, HttpResponse } from 'msw';
import type { TicketDashboard } from '@/utils/schemas/tickets';

/** Seven days ending 2026-03-07 and the four statuses. */
export const DASHBOARD: TicketDashboard = {
  by_status: [
    { code: 'DIAJUKAN', name: 'Diajukan', color: 'warning', total: 4 },
    { code: 'DIKERJAKAN', name: 'Dikerjakan', color: 'processing', total: 7 },
    { code: 'SELESAI', name: 'Selesai', color: 'success', total: 12 },
    { code: 'DITOLAK', name: 'Ditolak', color: 'black', total: 1 },
  ],
  per_day: [3, 0, 5, 2, 8, 4, 2].map((total, i) => ({ date: `2026-03-0${i + 1}`, total })),
  total: 24,
};

export const dashboardHandlers = [http.get('*/helpdesk/api/dashboard/tickets', () => HttpResponse.json(DASHBOARD))];
