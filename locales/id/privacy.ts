import { pagerText } from './pager';

/** Riwayat akses data saya (issue 33, docs/privacy.md). */
export const privacyText = {
  reads: {
    title: 'Riwayat akses data saya',
    link: 'Riwayat akses data saya',
    intro:
      'Setiap kali petugas (agen atau admin) membuka data kepegawaian Anda, portal mencatat siapa, kapan, bagian apa yang dibuka, dan untuk keperluan apa (tiket Anda atau alasan yang disebutkan). Catatan ini tidak dapat diubah atau dihapus oleh siapa pun (UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi).',
    empty: 'Belum ada petugas yang membuka data kepegawaian Anda.',
    total: (n: number) => `${n} akses`,
    opened: (reader: string, role: string, part: string) => `${reader} (${role}) membuka ${part}`,
    /** A bulk read: the person was one of the rows of a report or export. */
    inReport: (reader: string, role: string, report: string) => `${reader} (${role}) menyertakan data Anda dalam ${report}`,
    fromTicket: 'Dari tiket',
    purpose: (purpose: string) => `Keperluan: ${purpose}`,
    fromSearch: 'Dibuka dari pencarian pegawai',
    pager: pagerText('Halaman riwayat akses', 'Akses per halaman'),
    /** What was shown, beside the 17 sections (named by their titles). */
    parts: {
      photo: 'Foto',
      assessment: 'Hasil Asesmen',
      'kesehatan-data': 'Kesehatan Data',
      'ip-asn': 'IP ASN',
      biodata: 'Ubah Biodata',
      dokumen: 'Dokumen',
      usulan: 'Usulan Layanan',
    } as Record<string, string>,
  },
  /** The question asked once per person per session when staff open a record outside a ticket. */
  purpose: {
    title: 'Keperluan membuka data',
    intro: 'Sebutkan keperluan Anda membuka data kepegawaian orang ini. Keperluan ini dicatat dan dapat dilihat oleh pemilik data pada Riwayat akses data saya.',
    reason: 'Keperluan',
    note: 'Keperluan lainnya',
    notePlaceholder: 'Mis. klarifikasi data SKP atas permintaan atasan',
    ok: 'Buka data',
    cancel: 'Batal',
    required: 'Pilih keperluan terlebih dahulu',
  },
};
