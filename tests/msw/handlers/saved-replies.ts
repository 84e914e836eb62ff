import { http, HttpResponse } from 'msw';
import type { SavedReplyView } from '@/utils/schemas/knowledge';

export const SAVED_REPLIES: SavedReplyView[] = [
  { id: 1, title: 'Salam pembuka', content: 'Terima kasih telah menghubungi Helpdesk ASN.', created_at: '2026-01-05T02:00:00.000Z', updated_at: '2026-01-05T02:00:00.000Z' },
  { id: 2, title: 'Berkas kurang', content: 'Mohon lengkapi **SK terakhir** Anda.', created_at: '2026-01-06T02:00:00.000Z', updated_at: '2026-01-06T02:00:00.000Z' },
];

export const savedRepliesHandlers = [
  http.get('*/helpdesk/api/saved-replies', ({ request }) => {
    const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
    const data = SAVED_REPLIES.filter((r) => !search || `${r.title} ${r.content}`.toLowerCase().includes(search));
    return HttpResponse.json({ data, total: data.length, page: 1, limit: 20 });
  }),
];
