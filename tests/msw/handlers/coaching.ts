import { http, HttpResponse } from 'msw';
import type { Paginated } from '@/utils/schemas/common';
import type { ClinicDetail, ClinicParticipantView, ClinicRatings, ClinicView } from '@/utils/schemas/coaching';
import { pathOf } from '../sent-requests';

const API = '*/helpdesk/api/coaching-clinics';

/** Clinic 9, upcoming and open, run by the agent of sessionFor('agent') (id 2); the user (id 7) not in it. */
export const clinicDetail = (overrides: Partial<ClinicDetail> = {}): ClinicDetail => ({
  id: 9,
  title: 'Klinik Penyusunan SKP',
  description_markdown: 'Bawa draf SKP',
  description_html: '<p>Bawa draf SKP</p>',
  date: '2026-12-10',
  start_time: '09:00',
  end_time: '10:30',
  capacity: 5,
  is_private: false,
  status: 'upcoming',
  consultant: { id: 2, name: 'Dimas Pratama', username: 'dimas.pratama', image: null },
  participants_count: 1,
  my_request: null,
  can_run: false,
  meeting_link: null,
  my_rating: null,
  may_rate: false,
  ...overrides,
});

export const clinicRequests: ClinicParticipantView[] = [
  { user_id: 7, name: 'Budi Santoso', username: 'budi.santoso', employee_number: '199001012020011001', request: 'pending', requested_at: '2026-12-01T02:00:00.000Z' },
  { user_id: 8, name: 'Sari Dewi', username: 'sari.dewi', employee_number: '199202022020012002', request: 'accepted', requested_at: '2026-12-01T03:00:00.000Z' },
];

export const clinicRatings: ClinicRatings = {
  average: 4.5,
  count: 2,
  data: [
    { user_id: 7, name: 'Budi Santoso', stars: 5, comment: 'Sangat membantu', rated_at: '2026-12-10T04:00:00.000Z' },
    { user_id: 8, name: 'Sari Dewi', stars: 4, comment: 'Jelas', rated_at: '2026-12-10T05:00:00.000Z' },
  ],
};

/** Clinic 9's detail, requests and ratings; every write is recorded as `{ method, path, body }`. */
export function serveClinic(detail: ClinicDetail) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    sent.push({ method: request.method, path: pathOf(request.url), body: text ? JSON.parse(text) : null });
    return HttpResponse.json(detail);
  };
  return {
    sent,
    handlers: [
      http.get(`${API}/:id`, () => HttpResponse.json(detail)),
      http.get(`${API}/:id/participants`, ({ request }) => {
        sent.push({ method: 'GET', path: pathOf(request.url), body: null });
        return HttpResponse.json(clinicRequests);
      }),
      http.get(`${API}/:id/ratings`, () => HttpResponse.json(clinicRatings)),
      http.patch(`${API}/:id/status`, ({ request }) => record(request)),
      http.patch(`${API}/:id/participants/:userId`, ({ request }) => record(request)),
      http.put(`${API}/:id/rating`, ({ request }) => record(request)),
    ],
  };
}

/** The list answering `clinics`; the ids joined (POST participants) land in `joined`. */
export function serveClinicList(clinics: ClinicView[]) {
  const joined: number[] = [];
  const page: Paginated<ClinicView> = { data: clinics, total: clinics.length, page: 1, limit: 12 };
  return {
    joined,
    handlers: [
      http.get(API, () => HttpResponse.json(page)),
      http.post(`${API}/:id/participants`, ({ params }) => {
        joined.push(Number(params.id));
        return HttpResponse.json(clinicDetail({ id: Number(params.id), my_request: 'accepted' }), { status: 201 });
      }),
    ],
  };
}
