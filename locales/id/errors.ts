/** Messages the API answers with; codes are stable, texts are for people. */
export const errors = {
  BAD_REQUEST: 'Permintaan tidak valid',
  VALIDATION_ERROR: 'Data yang dikirim tidak valid',
  UNAUTHORIZED: 'Anda harus masuk terlebih dahulu',
  SESSION_USER_GONE: 'Akun pada sesi ini sudah tidak ada. Silakan masuk kembali.',
  FORBIDDEN: 'Anda tidak memiliki akses untuk tindakan ini',
  NOT_FOUND: 'Data tidak ditemukan',
  METHOD_NOT_ALLOWED: 'Metode tidak diizinkan',
  CONFLICT: 'Data bertentangan dengan data yang sudah ada',
  PAYLOAD_TOO_LARGE: 'Data yang dikirim terlalu besar',
  UNSUPPORTED_MEDIA_TYPE: 'Jenis berkas tidak didukung',
  SERVICE_UNAVAILABLE: 'Layanan sedang tidak tersedia, coba lagi sebentar lagi',
  INTERNAL_ERROR: 'Terjadi kesalahan pada server',
  SIASN_ERROR: 'SIASN (BKN) sedang tidak dapat dihubungi atau memberi jawaban yang tidak dikenali. Coba lagi beberapa saat lagi.',
  SIASN_TIMEOUT: 'SIASN (BKN) terlalu lama menjawab. Coba lagi beberapa saat lagi.',
  NO_NIP: 'Akun Anda tidak memiliki NIP ASN, sehingga tidak ada data SIASN untuk ditampilkan.',
  INVALID_NIP: 'NIP harus 18 angka, dengan angka ke-15 berisi 1 (laki-laki) atau 2 (perempuan).',
  NIP_NOT_FOUND: 'NIP ini tidak ditemukan di SIASN.',
  AGENCY_ERROR: 'Layanan data asesmen BKD Jatim sedang tidak dapat dihubungi atau memberi jawaban yang tidak dikenali. Coba lagi beberapa saat lagi.',
  AGENCY_TIMEOUT: 'Layanan data asesmen BKD Jatim terlalu lama menjawab. Coba lagi beberapa saat lagi.',
  SIASN_REJECTED: 'SIASN menolak perubahan ini.',
  RECORD_NOT_FOUND: 'Riwayat ini tidak ditemukan pada data SIASN Anda.',
  INVALID_DOCUMENT: 'Dokumen harus berupa berkas PDF.',
} as const;

export type ErrorCode = keyof typeof errors;
