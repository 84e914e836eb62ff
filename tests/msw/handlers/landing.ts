import { http, HttpResponse } from 'msw';
import type { Landing } from '@/utils/schemas/landing';

// GET /public/landing as the sign-in page reads it (docs/public-finance.md section 2).
export const LANDING: Landing = {
  testimonials: [
    { id: 12, stars: 5, comment: 'Terima kasih, usulan kenaikan pangkat saya cepat diproses.', name: 'Siti Aminah', image: null, at: '2026-11-20T03:00:00.000Z' },
    { id: 9, stars: 5, comment: 'Petugasnya ramah dan jawabannya jelas sekali.', name: 'Budi Santoso', image: '/helpdesk/foto/budi.png', at: '2026-11-18T03:00:00.000Z' },
  ],
  stats: { month: '2026-11', answered_this_month: 42, median_first_response_minutes: 95 },
};

export const landingHandlers = [http.get('*/helpdesk/api/public/landing', () => HttpResponse.json(LANDING))];
