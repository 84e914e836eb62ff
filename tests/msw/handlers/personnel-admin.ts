import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { JobView } from '@/utils/schemas/personnel-admin';
import { pathOf } from '../sent-requests';

// Answers of the admin personnel routes (docs/personnel-admin.md sections 2 and 3) for the
// component tests of the pipeline and jobs pages; each test serves what it needs with server.use.

export const JOB_ID = '5d6c3f0e-8a4b-4c1e-9f2a-3b7d9e1c2a01';

/** A job as GET /jobs/{id} answers it: a running KP sync unless told otherwise. */
export function jobView(overrides: Partial<JobView> = {}): JobView {
  return {
    id: JOB_ID,
    kind: 'kp-sync',
    title: 'Sinkronisasi KP periode 01-10-2026',
    key: '2026-10-01',
    params: { periode: '2026-10-01' },
    state: 'running',
    done: 0,
    total: null,
    error: null,
    attempts: 1,
    cancelRequested: false,
    createdBy: 1,
    createdAt: '2026-09-20T03:00:00.000Z',
    startedAt: '2026-09-20T03:00:01.000Z',
    finishedAt: null,
    log: [],
    ...overrides,
  };
}

/** A GET route answering `answers` in turn (the last one again after that), recording each query. */
export function answersInTurn(path: string, answers: JsonBodyType[]) {
  const queries: Record<string, string>[] = [];
  const handler = http.get(`*/helpdesk/api${path}`, ({ request }) => {
    queries.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json(answers[Math.min(queries.length, answers.length) - 1]);
  });
  return { handler, queries };
}

/** POST routes under `pattern` answered by `answer`, recording the path and JSON body of each call. */
export function recordPosts(pattern: string, answer: (path: string) => Response) {
  const sent: { path: string; body: unknown }[] = [];
  const handler = http.post(`*/helpdesk/api${pattern}`, async ({ request }) => {
    const text = await request.text();
    const path = pathOf(request.url);
    sent.push({ path, body: text ? JSON.parse(text) : null });
    return answer(path);
  });
  return { handler, sent };
}
