import { delay, http, HttpResponse } from 'msw';
import { pathOf, sentForm, type SentForm } from './sent-requests';

// The write side of the personnel record (docs/personnel-writes.md section 5) for component tests:
// saves, deletes and document uploads of history entries, and the synced reference lists the
// forms pick from. Each helper records what the browser sent.

const API = '*/helpdesk/api/siasn';

export interface SentWrite {
  method: string;
  /** The path below /helpdesk/api, e.g. /siasn/ws/pns/rw/jabatan. */
  path: string;
  body: unknown;
}

/** Saves and deletes answered as the API does on success; `sent` lists them. */
export function recordWrites({ message = 'Data berhasil disimpan', id = 'baru-1', reread = 'ok' as 'ok' | 'failed' } = {}) {
  const sent: SentWrite[] = [];
  const save = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ method: 'POST', path: pathOf(request.url), body });
    return HttpResponse.json({ id, message, row: reread === 'ok' ? { ...body, id } : null, reread }, { status: 201 });
  };
  const remove = ({ request }: { request: Request }) => {
    sent.push({ method: 'DELETE', path: pathOf(request.url), body: null });
    return HttpResponse.json({ message: 'Data berhasil dihapus' });
  };
  return {
    sent,
    handlers: [
      http.post(`${API}/ws/pns/rw/:kind`, save),
      http.post(`${API}/ws/admin/:nip/rw/:kind`, save),
      http.delete(`${API}/ws/pns/rw/:kind/:id`, remove),
      http.delete(`${API}/ws/admin/:nip/rw/:kind/:id`, remove),
    ],
  };
}

/** Every save refused the way the API answers `status` (422 SIASN_REJECTED with SIASN's reason, 400 with fields...). */
export const failSaves = (status: number, body: { code: string; message: string; fields?: { path: string; message: string }[] }) =>
  http.post(new RegExp('/helpdesk/api/siasn/ws/(pns|admin/\\d+)/rw/[a-z0-9]+$'), () => HttpResponse.json(body, { status }));

/** POST /siasn/ws/upload-dok-rw answering once `gate` resolves; `sent` lists the multipart fields and file. */
export function recordUploads(gate: Promise<void> = Promise.resolve()) {
  const sent: SentForm[] = [];
  const handler = http.post(`${API}/ws/upload-dok-rw`, async ({ request }) => {
    sent.push(await sentForm(request));
    await gate;
    await delay(20);
    return HttpResponse.json(
      { message: 'Dokumen berhasil diunggah', dokumen: { dok_id: '892', dok_nama: 'Dok Sertifikat Penghargaan', dok_uri: 'peremajaan/usulan/dok_baru.pdf' } },
      { status: 201 },
    );
  });
  return { sent, handler };
}

/** The next upload-dok-rw refused as the API answers `status` (a 422 with SIASN's reason, a 504...); later ones pass on. */
export const failUploadOnce = (status: number, body: { code: string; message: string }) =>
  http.post(`${API}/ws/upload-dok-rw`, () => HttpResponse.json(body, { status }), { once: true });

/** The portal's copies of SIASN reference lists (GET /siasn/ref/{name}?q=), a few rows each. */
export const REFERENCE_ROWS: Record<string, { id: string; label: string }[]> = {
  unor: [
    { id: 'unor-bkd', label: 'Badan Kepegawaian Daerah' },
    { id: 'unor-psi', label: 'Bidang Pengembangan Sistem Informasi' },
    { id: 'unor-dinkes', label: 'Dinas Kesehatan' },
  ],
  eselon: [{ id: '31', label: 'III.a' }, { id: '41', label: 'IV.a' }],
  'jabatan-fungsional': [{ id: 'jf-prakom-1', label: 'Pranata Komputer Ahli Pertama' }, { id: 'jf-prakom-2', label: 'Pranata Komputer Ahli Muda' }],
  'jabatan-fungsional-umum': [{ id: 'jfu-1', label: 'Pengelola Sistem Informasi' }],
  'latihan-struktural': [{ id: '2', label: 'Diklatpim Tk. II' }, { id: '4', label: 'Diklatpim Tk. IV' }],
  'jenis-diklat': [{ id: '1', label: 'Workshop' }, { id: '2', label: 'Seminar' }],
};

/** The reference lists; `queries` records each search (name and q). */
export function referenceLists(queries: { name: string; q: string }[] = []) {
  return http.get(`${API}/ref/:name`, ({ params, request }) => {
    const name = String(params.name);
    const q = new URL(request.url).searchParams.get('q') ?? '';
    queries.push({ name, q });
    const rows = (REFERENCE_ROWS[name] ?? []).filter((row) => row.label.toLowerCase().includes(q.toLowerCase()));
    return HttpResponse.json({ name, results: rows.map((row) => ({ ...row, data: {} })), total: rows.length, page: 1, limit: 20 });
  });
}
