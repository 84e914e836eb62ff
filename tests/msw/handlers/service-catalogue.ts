import { http, HttpResponse } from 'msw';
import type { Paginated } from '@/utils/schemas/common';
import type { ServicePageCard, ServicePageView } from '@/utils/schemas/service-catalogue';

// The service catalogue API as its pages talk to it (docs/public-finance.md section 3).
const API = '*/helpdesk/api/layanan/kepegawaian';

export const serviceView = (over: Partial<ServicePageView> = {}): ServicePageView => ({
  id: 1,
  slug: 'kenaikan-pangkat',
  title: 'Kenaikan Pangkat',
  summary: 'Kenaikan pangkat reguler dan pilihan',
  sort_order: 10,
  is_published: true,
  content_html: '<h2>Langkah</h2><p>Unggah berkas di <strong>SIASN</strong>.</p>',
  requirements: ['SK pangkat terakhir', 'SKP 2 tahun terakhir'],
  sub_category: { id: 11, name: 'Kenaikan Pangkat', category_name: 'Kepangkatan dan Jabatan' },
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
  ...over,
});

export const serviceCard = ({ id, slug, title, summary, sort_order, is_published, updated_at }: ServicePageView): ServicePageCard => ({ id, slug, title, summary, sort_order, is_published, updated_at });

export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/**
 * A catalogue kept in memory: lists and pages answer what is stored, writes change it (a slug in
 * use answers 409 like the API), and every request is recorded.
 */
export function serveCatalogue(pages: ServicePageView[] = [serviceView()]) {
  const sent: SentRequest[] = [];
  let stored = [...pages];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = ['GET', 'DELETE'].includes(request.method) ? null : await request.json();
    sent.push({ method: request.method, path: url.pathname.replace('/helpdesk/api', ''), query: Object.fromEntries(url.searchParams), body });
    return body as Partial<ServicePageView> | null;
  };
  const slugTaken = () => HttpResponse.json({ code: 'SLUG_TAKEN', message: 'Alamat halaman (slug) ini sudah dipakai layanan lain.', fields: [{ path: 'slug', message: 'Alamat halaman (slug) ini sudah dipakai layanan lain.' }] }, { status: 409 });
  const notFound = () => HttpResponse.json({ code: 'NOT_FOUND', message: 'Layanan tidak ditemukan' }, { status: 404 });
  return {
    sent,
    handlers: [
      http.get(API, async ({ request }) => {
        await record(request);
        const data = stored.map(serviceCard);
        return HttpResponse.json<Paginated<ServicePageCard>>({ data, total: data.length, page: 1, limit: 24 });
      }),
      http.post(API, async ({ request }) => {
        const body = await record(request);
        if (stored.some((p) => p.slug === body?.slug)) return slugTaken();
        const created = serviceView({ ...body, id: 100 + stored.length, sub_category: null });
        stored.push(created);
        return HttpResponse.json(created, { status: 201 });
      }),
      http.get(`${API}/:slug`, async ({ request, params }) => {
        await record(request);
        const found = stored.find((p) => p.slug === params.slug);
        return found ? HttpResponse.json(found) : notFound();
      }),
      http.patch(`${API}/:slug`, async ({ request, params }) => {
        const body = await record(request);
        if (body?.slug && body.slug !== params.slug && stored.some((p) => p.slug === body.slug)) return slugTaken();
        stored = stored.map((p) => (p.slug === params.slug ? { ...p, ...body, sub_category: p.sub_category } : p));
        return HttpResponse.json(stored.find((p) => p.slug === (body?.slug ?? params.slug)));
      }),
      http.delete(`${API}/:slug`, async ({ request, params }) => {
        await record(request);
        stored = stored.filter((p) => p.slug !== params.slug);
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  };
}
