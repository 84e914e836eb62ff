import { http, HttpResponse } from 'msw';
import type { Paginated } from '@/utils/schemas/common';
import type { ParticipantView, QuizItemWire, WebinarDetail, WebinarProgress } from '@/utils/schemas/webinars';

const API = '*/helpdesk/api/webinars';

export const progress = (overrides: Partial<WebinarProgress> = {}): WebinarProgress => ({
  attended: false,
  pretest: null,
  pretest_open: true,
  posttest: null,
  posttest_open: false,
  survey: false,
  certificate_ready: false,
  missing: ['attendance', 'posttest', 'survey'],
  ...overrides,
});

export const webinarDetail = (overrides: Partial<WebinarDetail> = {}): WebinarDetail => ({
  id: 5,
  title: 'Transformasi Digital Kepegawaian',
  description_markdown: 'Materi',
  description_html: '<p>Materi</p>',
  status: 'published',
  registration_open: true,
  allowed_groups: ['MASTER'],
  training_hours: 4,
  posttest_attempts: 1,
  starts_at: '2026-12-05T02:00:00.000Z',
  ends_at: '2026-12-05T05:00:00.000Z',
  recording_link: null,
  signatory_name: null,
  signatory_nip: null,
  signatory_position: null,
  participants_count: 12,
  registered: true,
  may_register: false,
  meeting_link: null,
  attendance_open: false,
  progress: progress(),
  ...overrides,
});

/** Two items as a participant gets them: `answer{n}-{id}` keys and no `correctAnswer`. */
export const participantQuiz: QuizItemWire[] = [
  { id: 31, question: 'Singkatan ASN?', 'answer1-31': 'Aparatur Sipil Negara', 'answer2-31': 'Anggota Sipil Negara' },
  { id: 32, question: 'Penilaian kinerja PNS?', 'answer1-32': 'DP3', 'answer2-32': 'SKP', 'answer3-32': 'PAK' },
];

export const participant = (id: number, group: ParticipantView['group'], overrides: Partial<ParticipantView> = {}): ParticipantView => ({
  id,
  user_id: 100 + id,
  group,
  username: `peserta.${id}`,
  employee_number: group === 'MASTER' ? `19900101202001100${id}` : null,
  name: `Peserta ${id}`,
  info: { gelar_depan: null, gelar_belakang: null, username: `peserta.${id}`, employee_number: null },
  attended_at: null,
  pretest_score: null,
  posttest_score: null,
  survey: null,
  certificate_number: null,
  ...overrides,
});

export const page = <T>(data: T[]): Paginated<T> => ({ data, total: data.length, page: 1, limit: 20 });

/** The detail and quiz of series 5, and the attempts posted (answered with `result`). */
export function serveWebinar(detail: WebinarDetail, quiz: QuizItemWire[] = participantQuiz, result = { correct: 1, total: 2, score: 50 }) {
  const attempts: unknown[] = [];
  return {
    attempts,
    handlers: [
      http.get(`${API}/:id`, () => HttpResponse.json(detail)),
      http.get(`${API}/:id/quiz`, () => HttpResponse.json(quiz)),
      http.post(`${API}/:id/quiz/attempts`, async ({ request }) => {
        attempts.push(await request.json());
        return HttpResponse.json(result, { status: 201 });
      }),
    ],
  };
}

export const serveParticipants = (rows: ParticipantView[]) => http.get(`${API}/:id/participants`, () => HttpResponse.json(page(rows)));
