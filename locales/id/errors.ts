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
} as const;

export type ErrorCode = keyof typeof errors;
