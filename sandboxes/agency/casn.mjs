// The recruitment team's vendor service on the agency gateway (docs/agency-gateway.md, "CASN
// vendor service"): publications (announcements with HTML content and a PDF attachment) and
// score announcements, synthetic and deterministic (the same seed gives the same rows). The HTML
// is the vendor's, untrusted on purpose: every publication carries a <script> and an <img
// onerror> that the portal must strip. Exam numbers and names only: no NIP, no birth date.
import { createRng } from '../siasn/data/random.mjs';
import { personName } from '../siasn/data/names.mjs';

const AGENCY = 'Badan Kepegawaian Daerah Provinsi Jawa Timur';

/** The untrusted part every publication's HTML carries (the portal's sanitizer must remove it). */
export const HOSTILE_HTML = '<script>alert("casn")</script><img src="x" onerror="alert(1)" alt="Logo panitia">';

// [judul, tanggal, body paragraphs (HTML), attachment file name or null]
const PUBLICATIONS = [
  ['Pengumuman Pelaksanaan Seleksi Penerimaan CPNS Pemerintah Provinsi Jawa Timur Tahun Anggaran 2024', '2024-08-19', [
    'Dalam rangka memenuhi kebutuhan Aparatur Sipil Negara, Pemerintah Provinsi Jawa Timur membuka kesempatan bagi Warga Negara Indonesia untuk melamar sebagai Calon Pegawai Negeri Sipil Tahun Anggaran 2024.',
    '<strong>Pendaftaran</strong> dilakukan secara daring melalui portal SSCASN mulai tanggal 20 Agustus sampai dengan 6 September 2024.',
    '<ul><li>Warga Negara Indonesia</li><li>Usia paling rendah 18 tahun dan paling tinggi 35 tahun pada saat melamar</li><li>Kualifikasi pendidikan sesuai formasi</li></ul>',
  ], 'Pengumuman-Seleksi-CPNS-Jatim-2024.pdf'],
  ['Pengumuman Hasil Seleksi Administrasi CPNS Tahun Anggaran 2024', '2024-09-23', [
    'Berdasarkan hasil verifikasi berkas lamaran, berikut kami sampaikan hasil seleksi administrasi CPNS Pemerintah Provinsi Jawa Timur Tahun Anggaran 2024.',
    'Pelamar yang dinyatakan <em>Memenuhi Syarat (MS)</em> berhak mengikuti Seleksi Kompetensi Dasar (SKD). Pelamar yang <em>Tidak Memenuhi Syarat (TMS)</em> dapat mengajukan sanggahan melalui SSCASN pada 24-26 September 2024.',
  ], 'Hasil-Seleksi-Administrasi-CPNS-2024.pdf'],
  ['Jadwal dan Lokasi Seleksi Kompetensi Dasar (SKD) CPNS Tahun 2024', '2024-10-14', [
    'SKD dilaksanakan dengan metode <em>Computer Assisted Test</em> (CAT) BKN di Titik Lokasi Kantor Regional II BKN Surabaya dan UPT BKN Malang.',
    '<table><thead><tr><th>Sesi</th><th>Registrasi</th><th>Ujian</th></tr></thead><tbody><tr><td>Sesi 1</td><td>06.30 WIB</td><td>08.00 - 09.40 WIB</td></tr><tr><td>Sesi 2</td><td>09.30 WIB</td><td>11.00 - 12.40 WIB</td></tr><tr><td>Sesi 3</td><td>12.30 WIB</td><td>14.00 - 15.40 WIB</td></tr></tbody></table>',
    'Peserta wajib membawa kartu peserta ujian dan KTP asli. Lihat juga <a href="https://sscasn.bkn.go.id">portal SSCASN</a>.',
  ], 'Jadwal-SKD-CPNS-2024.pdf'],
  ['Pengumuman Hasil Seleksi Kompetensi Dasar CPNS Tahun 2024', '2024-11-18', [
    'Hasil SKD telah diintegrasikan oleh BKN. Peserta yang memenuhi nilai ambang batas dan masuk peringkat tiga kali formasi berhak mengikuti Seleksi Kompetensi Bidang (SKB).',
    'Nilai lengkap dapat dilihat pada halaman <strong>Nilai CASN</strong>.',
  ], 'Hasil-SKD-CPNS-2024.pdf'],
  ['Jadwal Seleksi Kompetensi Bidang (SKB) CPNS Tahun 2024', '2024-11-25', [
    'SKB dilaksanakan dengan metode CAT dan praktik kerja sesuai jabatan, pada 2-13 Desember 2024.',
    '<ol><li>Hadir 90 menit sebelum ujian</li><li>Berpakaian kemeja putih dan celana/rok hitam</li><li>Membawa kartu peserta dan KTP</li></ol>',
  ], null],
  ['Pengumuman Hasil Akhir Seleksi CPNS Pemerintah Provinsi Jawa Timur Tahun 2024', '2024-12-30', [
    'Hasil akhir merupakan integrasi nilai SKD (40%) dan SKB (60%). Peserta yang dinyatakan <strong>Lulus</strong> wajib mengisi Daftar Riwayat Hidup melalui SSCASN.',
    'Peserta yang mengundurkan diri setelah dinyatakan lulus dikenai sanksi tidak dapat melamar pada seleksi berikutnya.',
  ], 'Hasil-Akhir-CPNS-Jatim-2024.pdf'],
  ['Pengumuman Seleksi PPPK Jabatan Fungsional Guru Tahun 2024', '2024-10-01', [
    'Pemerintah Provinsi Jawa Timur membuka seleksi Pegawai Pemerintah dengan Perjanjian Kerja (PPPK) untuk Jabatan Fungsional Guru pada SMA, SMK dan SLB negeri.',
    'Prioritas diberikan kepada pelamar prioritas (P1) sesuai ketentuan Kementerian Pendidikan.',
  ], 'Pengumuman-PPPK-Guru-2024.pdf'],
  ['Pengumuman Hasil Seleksi PPPK Guru Tahun 2024', '2025-01-20', [
    'Berikut hasil seleksi kompetensi PPPK Jabatan Fungsional Guru. Nilai terdiri atas kompetensi teknis, manajerial dan sosiokultural, serta wawancara.',
  ], 'Hasil-PPPK-Guru-2024.pdf'],
  ['Pengumuman Seleksi PPPK Tenaga Teknis Tahun 2024', '2024-11-04', [
    'Seleksi PPPK Tenaga Teknis dibuka bagi tenaga non-ASN yang terdaftar dalam pangkalan data BKN.',
    'Pendaftaran melalui SSCASN pada 5-20 November 2024.',
  ], null],
  ['Pengumuman Hasil Seleksi PPPK Tenaga Teknis Tahun 2024', '2025-02-10', [
    'Hasil seleksi PPPK Tenaga Teknis Tahun 2024 telah ditetapkan. Peserta yang lulus akan menerima informasi pengisian Daftar Riwayat Hidup.',
  ], 'Hasil-PPPK-Teknis-2024.pdf'],
];

const FIRST_ID = 1001;

/**
 * A small valid PDF (one page, Helvetica) with these lines of text: offsets in the cross-reference
 * table are counted, so readers open it without repairing it.
 */
export function minimalPdf(lines) {
  const ascii = (text) => text.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = ['BT', '/F1 12 Tf', '50 790 Td', '16 TL', ...lines.map((line) => `(${ascii(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A summary of at most 160 characters, cut at a word with an ellipsis when the text is longer. */
function summaryOf(text) {
  if (text.length <= 160) return text;
  return `${text.slice(0, 159).replace(/\s+\S*$/, '')}…`;
}

function buildPublications() {
  return PUBLICATIONS.map(([judul, tanggal, paragraphs, file], index) => {
    const id = FIRST_ID + index;
    const isi = paragraphs.map((p) => (/^<(ul|ol|table)/.test(p) ? p : `<p>${p}</p>`)).join('\n');
    const pdf = file ? minimalPdf([AGENCY, judul, `Tanggal ${tanggal}`, 'Dokumen ini adalah contoh dari sandbox.']) : null;
    return {
      id,
      judul,
      tanggal,
      ringkasan: summaryOf(paragraphs[0].replace(/<[^>]+>/g, '')),
      isi_html: `<div class="pengumuman" onclick="steal()">${isi}\n${HOSTILE_HTML}\n<p>Panitia Seleksi CASN ${AGENCY}</p></div>`,
      lampiran: file && pdf ? { nama: file, ukuran: pdf.length, mime: 'application/pdf', bytes: pdf } : null,
    };
  }).sort((a, b) => b.tanggal.localeCompare(a.tanggal) || b.id - a.id);
}

const FORMASI_CPNS = ['Analis Sumber Daya Manusia Aparatur Ahli Pertama', 'Pranata Komputer Ahli Pertama', 'Perencana Ahli Pertama', 'Auditor Ahli Pertama', 'Dokter Ahli Pertama', 'Penata Kelola Sistem dan Teknologi Informasi'];
const FORMASI_GURU = ['Guru Matematika Ahli Pertama', 'Guru Bahasa Indonesia Ahli Pertama', 'Guru Bahasa Inggris Ahli Pertama', 'Guru Fisika Ahli Pertama', 'Guru Bimbingan dan Konseling Ahli Pertama'];
const FORMASI_TEKNIS = ['Pengelola Umum Operasional', 'Operator Layanan Operasional', 'Penata Layanan Operasional', 'Pranata Komputer Terampil', 'Arsiparis Terampil'];

const column = (key, label) => ({ key, label });
const BASE_COLUMNS = [column('no_peserta', 'No. Peserta'), column('nama', 'Nama'), column('formasi', 'Formasi')];

/** Rows of one announcement: `score(rng)` gives the score columns and the keterangan. */
function rowsOf(rng, count, prefix, formasi, score) {
  const rows = Array.from({ length: count }, (_, i) => ({
    no_peserta: `${prefix}${String(i + 1).padStart(5, '0')}`,
    nama: personName(rng, rng.chance(0.5) ? 'M' : 'F').toUpperCase(),
    formasi: rng.pick(formasi),
    ...score(rng),
  }));
  return rows.sort((a, b) => a.formasi.localeCompare(b.formasi) || a.no_peserta.localeCompare(b.no_peserta));
}

function buildScores(seed) {
  const rng = createRng(`${seed}:casn-nilai`);
  const skd = (r) => {
    const twk = r.int(12, 30) * 5;
    const tiu = r.int(12, 35) * 5;
    const tkp = r.int(130, 215);
    const passed = twk >= 65 && tiu >= 80 && tkp >= 166;
    return { twk, tiu, tkp, total: twk + tiu + tkp, keterangan: passed ? 'Memenuhi Nilai Ambang Batas' : 'Tidak Memenuhi Nilai Ambang Batas' };
  };
  const akhir = (r) => {
    const nilaiSkd = Math.round(r.int(3100, 4800)) / 100;
    const nilaiSkb = Math.round(r.int(5000, 9500)) / 100;
    const total = Math.round((nilaiSkd * 0.4 + nilaiSkb * 0.6) * 100) / 100;
    return { skd: nilaiSkd, skb: nilaiSkb, nilai_akhir: total, keterangan: total >= 60 ? 'Lulus' : r.chance(0.2) ? 'Lulus (Optimalisasi)' : 'Tidak Lulus' };
  };
  const pppk = (passing) => (r) => {
    const teknis = r.int(120, 500);
    const manajerial = r.int(60, 150);
    const wawancara = r.int(4, 24) * 5;
    const total = teknis + manajerial + wawancara;
    return { kompetensi_teknis: teknis, manajerial_sosiokultural: manajerial, wawancara, total, keterangan: total >= passing ? 'Lulus' : 'Tidak Lulus' };
  };
  const pppkColumns = [column('kompetensi_teknis', 'Kompetensi Teknis'), column('manajerial_sosiokultural', 'Manajerial dan Sosiokultural'), column('wawancara', 'Wawancara'), column('total', 'Total'), column('keterangan', 'Keterangan')];
  return [
    {
      id: 2001, judul: 'CPNS 2024 - Nilai SKD', jenis: 'CPNS', tanggal: '2024-11-18',
      kolom: [...BASE_COLUMNS, column('twk', 'TWK'), column('tiu', 'TIU'), column('tkp', 'TKP'), column('total', 'Total'), column('keterangan', 'Keterangan')],
      baris: rowsOf(rng, 64, '2420011012', FORMASI_CPNS, skd),
    },
    {
      id: 2002, judul: 'CPNS 2024 - Nilai Akhir', jenis: 'CPNS', tanggal: '2024-12-30',
      kolom: [...BASE_COLUMNS, column('skd', 'Nilai SKD'), column('skb', 'Nilai SKB'), column('nilai_akhir', 'Nilai Akhir'), column('keterangan', 'Keterangan')],
      baris: rowsOf(rng, 42, '2420011013', FORMASI_CPNS, akhir),
    },
    { id: 2003, judul: 'PPPK Guru 2024 - Nilai Seleksi', jenis: 'PPPK', tanggal: '2025-01-20', kolom: [...BASE_COLUMNS, ...pppkColumns], baris: rowsOf(rng, 55, '2430011021', FORMASI_GURU, pppk(420)) },
    { id: 2004, judul: 'PPPK Teknis 2024 - Nilai Seleksi', jenis: 'PPPK', tanggal: '2025-02-10', kolom: [...BASE_COLUMNS, ...pppkColumns], baris: rowsOf(rng, 33, '2430011031', FORMASI_TEKNIS, pppk(400)) },
  ];
}

/** The vendor service's data for a seed: publications (newest first) and score announcements. */
export function createCasn({ seed = 'casn' } = {}) {
  const publications = buildPublications();
  const scores = buildScores(seed);
  const metaOf = (lampiran) => (lampiran ? { nama: lampiran.nama, ukuran: lampiran.ukuran, mime: lampiran.mime } : null);
  return {
    page(page, limit) {
      const data = publications.slice((page - 1) * limit, page * limit).map(({ id, judul, tanggal, ringkasan }) => ({ id, judul, tanggal, ringkasan }));
      return { data, count: publications.length };
    },
    find(id) {
      const found = publications.find((p) => String(p.id) === id);
      return found ? { id: found.id, judul: found.judul, tanggal: found.tanggal, isi_html: found.isi_html, lampiran: metaOf(found.lampiran) } : null;
    },
    attachment(id) {
      return publications.find((p) => String(p.id) === id)?.lampiran ?? null;
    },
    scores: () => scores,
  };
}

const BAD_PAGE = { status: 400, json: { code: 'BAD_REQUEST', message: 'page harus 1 atau lebih dan limit 1 sampai 100' } };

/** A whole number of the query from 1 to `max`; `fallback` when absent, null when it is not one. */
function positive(query, name, fallback, max) {
  const text = query.get(name);
  if (text === null || text === '') return fallback;
  return /^\d{1,6}$/.test(text) && Number(text) >= 1 && Number(text) <= max ? Number(text) : null;
}

/** The routes table entries of the vendor service (routes.mjs); `notFound` is the gateway's 404 answer. */
export function casnRoutes(casn, notFound) {
  return [
    {
      method: 'GET',
      pattern: /^\/vendor\/casn\/publikasi$/,
      handle: ({ query }) => {
        const page = positive(query, 'page', 1, 100_000);
        const limit = positive(query, 'limit', 10, 100);
        return page && limit ? { status: 200, json: casn.page(page, limit) } : BAD_PAGE;
      },
    },
    {
      method: 'GET',
      pattern: /^\/vendor\/casn\/publikasi\/(?<id>[^/]+)$/,
      handle: ({ params }) => {
        const found = casn.find(params.id);
        return found ? { status: 200, json: { data: found } } : notFound;
      },
    },
    {
      method: 'GET',
      pattern: /^\/vendor\/casn\/publikasi\/(?<id>[^/]+)\/lampiran$/,
      handle: ({ params }) => {
        const file = casn.attachment(params.id);
        if (!file) return notFound;
        return { status: 200, bytes: file.bytes, contentType: file.mime, headers: { 'Content-Disposition': `attachment; filename="${file.nama}"` } };
      },
    },
    { method: 'GET', pattern: /^\/vendor\/casn\/nilai$/, handle: () => ({ status: 200, json: { data: casn.scores() } }) },
  ];
}
