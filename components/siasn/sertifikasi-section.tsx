import { dateRange, letter, text, titles } from './record-fields';
import { rowsSection } from './rows-section';

/** Riwayat sertifikasi: the certificate, its validity and the titles it gives. */
export const SertifikasiSection = rowsSection('sertifikasi', [
  text('namaSertifikasi'),
  text('jenisSertifikasiNama', 'lg'),
  letter('sertifikat', 'noSertifikat', 'tanggalSertifikat', 'md'),
  dateRange('masaBerlaku', 'masaBerlakuSertMulai', 'masaBerlakuSertSelesai'),
  text('lembagaSertifikasiNama', 'lg'),
  titles('gelar', 'gelarDepanSert', 'gelarBelakangSert', 'lg'),
]);
