import { http, HttpResponse } from 'msw';
import type { Paginated } from '@/utils/schemas/common';
import type { PodcastAdminView, PodcastCommentView, PodcastEpisodeView } from '@/utils/schemas/podcasts';
import { sessionFor } from './auth';

// The podcast API as the episode page and the admin editor talk to it (docs/community.md section 2).
const API = '*/helpdesk/api/podcasts';
const ME = sessionFor('user').user;

export const episodeView = (over: Partial<PodcastEpisodeView> = {}): PodcastEpisodeView => ({
  id: 5,
  title: 'Mengenal Layanan Kenaikan Pangkat',
  episode: 1,
  short_description: 'Periode dan syarat kenaikan pangkat',
  cover_url: null,
  published_at: '2026-11-20T03:00:00.000Z',
  description_html: '<p>Deskripsi <strong>episode</strong></p>',
  transcript: 'Pembawa acara: Selamat datang.',
  audio_url: '/helpdesk/api/podcasts/5/audio?v=abcdef123456',
  rating: { average: 4.5, count: 2, mine: null },
  ...over,
});

export const commentView = (id: number, mine: boolean, content: string): PodcastCommentView => ({
  id,
  content_markdown: content,
  content_html: `<p>${content}</p>`,
  user: mine ? { id: ME.id, name: ME.name, username: ME.username, image: null, current_role: 'user' } : { id: 99, name: 'Sari Wulandari', username: 'sari', image: null, current_role: 'user' },
  created_at: '2026-11-21T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
  can_edit: mine,
});

export const adminView = (over: Partial<PodcastAdminView> = {}): PodcastAdminView => ({
  id: 5,
  title: 'Draf Episode Cuti',
  episode: 3,
  short_description: 'Jenis cuti ASN',
  description: 'Deskripsi',
  transcript: '',
  status: 'draft',
  published_at: null,
  cover_url: null,
  audio_url: null,
  audio_mime: null,
  audio_size: null,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  ...over,
});

const page = <T,>(data: T[]): Paginated<T> => ({ data, total: data.length, page: 1, limit: 20 });

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** One episode with its comments and votes, kept in memory so what is sent shows on the next read. */
export function serveEpisode(episode = episodeView(), comments: PodcastCommentView[] = []) {
  const sent: SentRequest[] = [];
  const state = { episode, comments: [...comments] };
  const record = async (request: Request) => {
    const body = request.method === 'DELETE' ? null : await request.json();
    sent.push({ method: request.method, path: new URL(request.url).pathname.replace('/helpdesk/api', ''), body });
    return body as Record<string, unknown> | null;
  };
  const rate = (mine: { stars: number; comment: string | null } | null) => {
    state.episode = { ...state.episode, rating: { average: mine ? mine.stars : 4.5, count: mine ? 3 : 2, mine } };
    return HttpResponse.json(state.episode.rating);
  };
  return {
    sent,
    handlers: [
      http.get(`${API}/users/:id`, () => HttpResponse.json(state.episode)),
      http.get(`${API}/:id/comments`, () => HttpResponse.json(page(state.comments))),
      http.post(`${API}/:id/comments`, async ({ request }) => {
        const body = await record(request);
        const created = commentView(100 + state.comments.length, true, String(body?.content));
        state.comments.push(created);
        return HttpResponse.json(created, { status: 201 });
      }),
      http.patch(`${API}/:id/comments/:commentId`, async ({ request, params }) => {
        const body = await record(request);
        state.comments = state.comments.map((c) => (c.id === Number(params.commentId) ? commentView(c.id, true, String(body?.content)) : c));
        return HttpResponse.json(state.comments.find((c) => c.id === Number(params.commentId)));
      }),
      http.delete(`${API}/:id/comments/:commentId`, async ({ request, params }) => {
        await record(request);
        state.comments = state.comments.filter((c) => c.id !== Number(params.commentId));
        return new HttpResponse(null, { status: 204 });
      }),
      http.put(`${API}/:id/vote`, async ({ request }) => {
        const body = (await record(request)) as { stars: number; comment: string | null };
        return rate({ stars: body.stars, comment: body.comment });
      }),
      http.delete(`${API}/:id/vote`, async ({ request }) => {
        await record(request);
        return rate(null);
      }),
    ],
  };
}
