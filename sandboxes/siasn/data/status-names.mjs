// SIASN's proposal (usulan) status texts (siasn-protocol.md 6.5) for the codes the sandbox's rows
// carry: the person's own proposals (usulan.mjs) and the agency lists (agency-lists.mjs).
export const STATUS_NAMES = {
  1: 'Input Berkas', 2: 'Berkas Disimpan (Terverifikasi)', 5: 'Perbaikan Dokumen', 6: 'Tidak Memenuhi Syarat',
  11: 'Profil PNS telah diperbaharui', 12: 'Terima Usulan', 13: 'Validasi Usulan – Tidak Memenuhi Syarat', 15: 'Validasi Usulan – Disetujui',
  19: 'Sdh di paraf - Pertek', 20: 'Menunggu Tanda tangan- TTD Pertek', 22: 'Sdh di TTD - Pertek', 31: 'Telah Update di Profile PNS',
  32: 'Pembuatan SK Berhasil', 36: 'Menunggu TTD - SK', 46: 'Menunggu TTD SK - Instansi', 49: 'Sudah TTD - SK',
};
