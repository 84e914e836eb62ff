import { http, HttpResponse } from 'msw';
import { errors } from '@/locales/id';
import type { AssessmentAnswer, KompetensiAssessment, PotensiAssessment } from '@/utils/schemas/assessment';
import { SIASN_NIP } from './siasn-records';

export const POTENSI: PotensiAssessment = {
  nip: SIASN_NIP,
  nama: 'Budi Santoso, S.Kom.',
  tanggal: '2025-03-12',
  lembaga: 'UPT Penilaian Kompetensi Pegawai BKD Jatim',
  metode: 'Assessment Center',
  aspek: [
    ['Kemampuan Intelektual', 4],
    ['Kemampuan Interpersonal', 3],
    ['Kesadaran Diri', 4],
    ['Kemampuan Berpikir Kritis dan Strategis', 3],
    ['Kemampuan Menyelesaikan Permasalahan', 4],
    ['Kecerdasan Emosional', 5],
    ['Kemauan Berkembang', 4],
    ['Motivasi dan Komitmen', 4],
  ].map(([nama, skor]) => ({ nama: String(nama), skor: Number(skor) })),
  skorTotal: 31,
  skorMaksimum: 40,
  kategori: 'Tinggi',
  rekomendasi: 'Disarankan untuk dipertimbangkan dalam kelompok rencana suksesi.',
};

export const KOMPETENSI: KompetensiAssessment = {
  nip: SIASN_NIP,
  nama: 'Budi Santoso, S.Kom.',
  tanggal: '2024-10-01',
  lembaga: 'UPT Penilaian Kompetensi Pegawai BKD Jatim',
  jenjangJabatan: 'Jabatan Fungsional Ahli Pertama',
  kompetensi: [
    ['Integritas', 3],
    ['Kerjasama', 2],
    ['Komunikasi', 1],
    ['Orientasi pada Hasil', 2],
    ['Pelayanan Publik', 2],
    ['Pengembangan Diri dan Orang Lain', 2],
    ['Mengelola Perubahan', 2],
    ['Pengambilan Keputusan', 2],
    ['Perekat Bangsa', 2],
  ].map(([nama, levelCapaian]) => ({
    nama: String(nama),
    kelompok: nama === 'Perekat Bangsa' ? ('sosial-kultural' as const) : ('manajerial' as const),
    levelStandar: 2,
    levelCapaian: Number(levelCapaian),
  })),
  jpm: 94.44,
  kategori: 'Optimal',
};

const PATH = /\/helpdesk\/api\/siasn\/ws\/(pns|admin\/\d+)\/assessment$/;

/** The assessment route (own or any NIP) answering `answer`; `calls` counts the requests. */
export const serveAssessment = (answer: AssessmentAnswer = { potensi: POTENSI, kompetensi: KOMPETENSI }, calls = { count: 0 }) =>
  http.get(PATH, () => {
    calls.count += 1;
    return HttpResponse.json(answer);
  });

/** The assessment route failing like the agency gateway does (502 AGENCY_ERROR, 504 AGENCY_TIMEOUT). */
export const failAssessment = (code: 'AGENCY_ERROR' | 'AGENCY_TIMEOUT', calls = { count: 0 }) =>
  http.get(PATH, () => {
    calls.count += 1;
    return HttpResponse.json({ code, message: errors[code] }, { status: code === 'AGENCY_ERROR' ? 502 : 504 });
  });
