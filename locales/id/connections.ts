import type { ConnectionLine, ProbeReasonCode } from '@/utils/schemas/connections';

/** Texts of the connection check (/admin/koneksi and `npm run check:gateways`, docs/deploy.md section 3). */
export const connectionsText = {
  title: 'Koneksi Layanan',
  menu: 'Koneksi Layanan',
  intro:
    'Memeriksa SIASN, gateway instansi, Zoom, bank, dan penyedia login dengan panggilan baca saja: terjangkau, kredensial diterima, bentuk jawaban sesuai, dan lamanya. Tidak ada data yang diubah dan tidak ada rahasia yang ditampilkan.',
  run: 'Jalankan pemeriksaan',
  running: 'Memeriksa semua layanan...',
  notRun: 'Pemeriksaan belum dijalankan. Tekan tombol untuk memeriksa semua layanan sekarang.',
  failed: 'Pemeriksaan tidak dapat dijalankan. Coba lagi.',
  checkedAt: (when: string) => `Diperiksa ${when}`,
  allOk: 'Semua layanan yang dikonfigurasi terhubung.',
  someFailed: (n: number) => `${n} layanan bermasalah: lihat alasannya di bawah.`,
  status: { ok: 'Terhubung', failed: 'Bermasalah', 'not-configured': 'Belum dikonfigurasi' } satisfies Record<ConnectionLine['status'], string>,
  columns: { service: 'Layanan', status: 'Status', latency: 'Waktu', reason: 'Alasan' },
  latency: (ms: number) => `${ms} ms`,
  reasons: {
    NOT_CONFIGURED: 'Variabel belum diisi',
    DNS: 'Nama host tidak ditemukan (DNS)',
    TLS: 'Sertifikat atau koneksi TLS ditolak',
    TIMEOUT: 'Tidak menjawab dalam batas waktu',
    NETWORK: 'Koneksi gagal',
    UNAUTHORIZED: 'Kredensial ditolak',
    NOT_FOUND: 'Alamat tidak ditemukan (404)',
    HTTP: 'Jawaban galat dari layanan',
    NOT_JSON: 'Jawaban bukan JSON yang utuh',
    SHAPE: 'Bentuk jawaban tidak sesuai dengan yang dibaca portal',
    BLOCKED: 'Tidak diperiksa karena token gagal',
  } satisfies Record<ProbeReasonCode, string>,
};

/** A line's reason in one phrase: the reason's words and its technical detail (a status, a token, a field). */
export const reasonText = (reason: NonNullable<ConnectionLine['reason']>) => `${connectionsText.reasons[reason.code]}: ${reason.detail}`;
