import { pagerText } from './pager';

/** Riwayat akses data saya (issue 33, docs/privacy.md). */
export const privacyText = {
  reads: {
    title: 'Riwayat akses data saya',
    link: 'Riwayat akses data saya',
    intro:
      'Setiap kali petugas (agen atau admin) membuka data kepegawaian Anda, portal mencatat siapa, kapan, dan bagian apa yang dibuka. Catatan ini tidak dapat diubah atau dihapus oleh siapa pun (UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi).',
    empty: 'Belum ada petugas yang membuka data kepegawaian Anda.',
    total: (n: number) => `${n} akses`,
    opened: (reader: string, role: string, part: string) => `${reader} (${role}) membuka ${part}`,
    pager: pagerText('Halaman riwayat akses', 'Akses per halaman'),
    /** What was shown, beside the 17 sections (named by their titles). */
    parts: {
      photo: 'Foto',
      assessment: 'Hasil Asesmen',
      'kesehatan-data': 'Kesehatan Data',
      'ip-asn': 'IP ASN',
      biodata: 'Ubah Biodata',
    } as Record<string, string>,
  },
};
