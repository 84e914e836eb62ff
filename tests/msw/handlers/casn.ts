import { http, HttpResponse } from 'msw';
import type { CasnPublication, CasnScore } from '@/utils/schemas/casn';

// The CASN API as its pages read it (docs/public-finance.md section 4); tests add these with server.use.
const API = '*/helpdesk/api/web';

export const publicationRows = Array.from({ length: 13 }, (_, i) => ({
  id: 1001 + i,
  judul: `Pengumuman Seleksi CASN ${i + 1}`,
  tanggal: `2024-10-${String(28 - i).padStart(2, '0')}`,
  ringkasan: `Ringkasan pengumuman ${i + 1}`,
}));

export const publication: CasnPublication = {
  id: 1001,
  judul: 'Jadwal SKD CPNS 2024',
  tanggal: '2024-10-14',
  isi_html: '<p>SKD dilaksanakan di <strong>Surabaya</strong>.</p>',
  lampiran: { nama: 'Jadwal-SKD.pdf', ukuran: 2_048, mime: 'application/pdf', url: '/helpdesk/api/web/publikasi-casn/1001/lampiran' },
};

const row = (i: number, formasi: string) => ({ no_peserta: `2420011012${String(i).padStart(5, '0')}`, nama: i === 7 ? 'SITI AMINAH' : `PESERTA ${i}`, formasi, total: 300 + i, keterangan: i % 2 ? 'Lulus' : 'Tidak Lulus' });

export const scores: CasnScore[] = [
  {
    id: 2001,
    judul: 'CPNS 2024 - Nilai SKD',
    jenis: 'CPNS',
    tanggal: '2024-11-18',
    kolom: [{ key: 'no_peserta', label: 'No. Peserta' }, { key: 'nama', label: 'Nama' }, { key: 'formasi', label: 'Formasi' }, { key: 'total', label: 'Total' }, { key: 'keterangan', label: 'Keterangan' }],
    baris: Array.from({ length: 45 }, (_, i) => row(i + 1, i < 30 ? 'Pranata Komputer' : 'Auditor')),
  },
  {
    id: 2003,
    judul: 'PPPK Guru 2024 - Nilai Seleksi',
    jenis: 'PPPK',
    tanggal: '2025-01-20',
    kolom: [{ key: 'no_peserta', label: 'No. Peserta' }, { key: 'nama', label: 'Nama' }, { key: 'wawancara', label: 'Wawancara' }],
    baris: [{ no_peserta: '243001102100001', nama: 'GURU SATU', wawancara: 95 }],
  },
];

export const casnHandlers = [
  http.get(`${API}/publikasi-casn`, ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    return HttpResponse.json({ data: publicationRows.slice((page - 1) * limit, page * limit), total: publicationRows.length, page, limit });
  }),
  http.get(`${API}/publikasi-casn/:id`, ({ params }) =>
    params.id === '1001' ? HttpResponse.json(publication) : HttpResponse.json({ code: 'NOT_FOUND', message: 'Publikasi CASN tidak ditemukan' }, { status: 404 }),
  ),
  http.get(`${API}/nilai-casn`, () => HttpResponse.json({ data: scores })),
];

export const casnDown = [
  http.get(`${API}/nilai-casn`, () =>
    HttpResponse.json({ code: 'CASN_ERROR', message: 'Layanan publikasi CASN BKD Jatim sedang tidak dapat dihubungi atau memberi jawaban yang tidak dikenali. Coba lagi beberapa saat lagi.' }, { status: 502 }),
  ),
];
