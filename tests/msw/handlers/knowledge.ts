import { http, HttpResponse } from 'msw';
import type { CategoryView, CodedRefView, FaqView, SubCategoryView } from '@/utils/schemas/knowledge';

// Reference data (/ref/*) for the admin screens: a small in-memory store per test file run.
export const REF_STATUSES: CodedRefView[] = [
  { id: 1, code: 'DIAJUKAN', name: 'Diajukan', color: '#1677ff', sort_order: 1, locked: true, total_tickets: 4 },
  { id: 5, code: 'DITUNDA', name: 'Ditunda', color: '#faad14', sort_order: 5, locked: false, total_tickets: 0 },
];
export const REF_CATEGORIES: CategoryView[] = [
  { id: 1, name: 'Kepegawaian', description: 'Pangkat dan jabatan', total_sub_categories: 2 },
  { id: 2, name: 'Gaji', description: null, total_sub_categories: 0 },
];
export const REF_SUB_CATEGORIES: SubCategoryView[] = [
  { id: 11, name: 'Kenaikan pangkat', description: null, duration_target_hours: 72, assignment_mode: 'manual', category: { id: 1, name: 'Kepegawaian' }, total_tickets: 3 },
];
export const REF_FAQS: FaqView[] = [{ id: 1, name: 'Akun', description: null, total_sub_faqs: 1 }];

export const IN_USE_MESSAGE = 'Kategori masih memiliki sub-kategori';

export const knowledgeHandlers = [
  http.get('*/helpdesk/api/ref/status', () => HttpResponse.json(REF_STATUSES)),
  http.get('*/helpdesk/api/ref/priorities', () => HttpResponse.json([])),
  http.get('*/helpdesk/api/ref/categories', () => HttpResponse.json(REF_CATEGORIES)),
  http.get('*/helpdesk/api/ref/sub-categories', () => HttpResponse.json(REF_SUB_CATEGORIES)),
  http.get('*/helpdesk/api/ref/faqs', () => HttpResponse.json(REF_FAQS)),
  http.get('*/helpdesk/api/ref/sub-faqs', () => HttpResponse.json([])),
  http.post('*/helpdesk/api/ref/categories', async ({ request }) => {
    const body = (await request.json()) as { name: string; description: string | null };
    return HttpResponse.json({ id: 99, name: body.name, description: body.description, total_sub_categories: 0 }, { status: 201 });
  }),
  http.delete('*/helpdesk/api/ref/categories/:id', ({ params }) => {
    const row = REF_CATEGORIES.find((c) => c.id === Number(params.id));
    if (row && row.total_sub_categories > 0) return HttpResponse.json({ code: 'CONFLICT', message: IN_USE_MESSAGE }, { status: 409 });
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/helpdesk/api/announcements', () => HttpResponse.json({ data: [], total: 0, page: 1, limit: 5 })),
];
