import { http, HttpResponse } from 'msw';
import type { LiveMeetingView, MeetingPage, MeetingView } from '@/utils/schemas/meetings';

const API = '*/helpdesk/api/zoom';

export const liveMeetings: LiveMeetingView[] = [
  { id: 85010023758, topic: 'Klinik Konsultasi Pensiun', start_time: '2026-12-10T02:00:00Z', duration: 60, join_url: 'http://localhost:4040/j/85010023758?pwd=abc' },
];

export const adminMeeting: MeetingView = {
  id: 85010000001,
  uuid: 'iJhXpGuSKjEnUUaUM6KXSA==',
  topic: 'Rapat Koordinasi Layanan SIASN',
  type: 2,
  start_time: '2026-12-11T02:00:00Z',
  duration: 60,
  timezone: 'Asia/Jakarta',
  agenda: 'Koordinasi',
  join_url: 'http://localhost:4040/j/85010000001?pwd=def',
  created_at: '2026-12-01T02:00:00Z',
};

/** The live list, the admin's list and the meetings created (their bodies in `created`). */
export function serveMeetings() {
  const created: unknown[] = [];
  const adminCalls: string[] = [];
  const page: MeetingPage = { page_size: 30, total_records: 1, next_page_token: '', meetings: [adminMeeting] };
  return {
    created,
    adminCalls,
    handlers: [
      http.get(`${API}/meetings`, () => HttpResponse.json(liveMeetings)),
      http.get(`${API}/admin/meetings`, ({ request }) => {
        adminCalls.push(new URL(request.url).search);
        return HttpResponse.json(page);
      }),
      http.post(`${API}/admin/meetings`, async ({ request }) => {
        const body = (await request.json()) as Partial<MeetingView>;
        created.push(body);
        return HttpResponse.json({ ...adminMeeting, ...body, id: 85010099999 }, { status: 201 });
      }),
    ],
  };
}
