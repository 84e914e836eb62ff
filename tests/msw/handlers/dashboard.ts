import { http, HttpResponse } from 'msw';
import type { StaffDashboard } from '@/utils/schemas/dashboard';
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

const stats = (count: number, median: number | null, p90: number | null) => ({ count, median, p90 });

/** Two agents and unassigned tickets over March 2026. */
export const STAFF_DASHBOARD: StaffDashboard = {
  from: '2026-03-01',
  to: '2026-03-30',
  load: [
    { id: 11, name: 'Dimas Pratama', open: 5, away: true, away_until: '2026-03-31T17:00:00.000Z' },
    { id: 12, name: 'Sari Wulandari', open: 2, away: false, away_until: null },
  ],
  overall: { response: stats(9, 45, 200), resolution: stats(6, 1500, 4000) },
  agents: [
    { id: 11, name: 'Dimas Pratama', response: stats(6, 30, 90), resolution: stats(4, 200, 1440) },
    { id: 12, name: 'Sari Wulandari', response: stats(3, 120, 300), resolution: stats(2, 3000, 4000) },
    { id: null, name: null, response: stats(0, null, null), resolution: stats(0, null, null) },
  ],
  weeks: [
    { week: '2026-03-02', response: stats(4, 60, 90), resolution: stats(3, 120, 200) },
    { week: '2026-03-09', response: stats(5, 30, 60), resolution: stats(3, 600, 900) },
  ],
};

export const dashboardHandlers = [
  http.get('*/helpdesk/api/dashboard/tickets', () => HttpResponse.json(DASHBOARD)),
  http.get('*/helpdesk/api/dashboard/staff', () => HttpResponse.json(STAFF_DASHBOARD)),
  // Nobody flagged: the admin's dashboard shows no access card (docs/privacy.md).
  http.get('*/helpdesk/api/admin/akses-data/tidak-wajar', () => HttpResponse.json([])),
];
