// Small code lists of the spec (section 3) and SIASN (siasn-protocol.md 6.3), with the labels the
// portal shows.

export interface Code<K extends string | number = number> {
  id: K;
  name: string;
}

/** Zoom meeting types by their API number. */
export const MEETING_TYPES: readonly Code[] = [
  { id: 1, name: 'Instan' },
  { id: 2, name: 'Terjadwal' },
  { id: 3, name: 'Berulang tanpa waktu tetap' },
  { id: 8, name: 'Berulang dengan waktu tetap' },
];

/** Periodic performance reports (periodikId). */
export const REPORTING_PERIODS: readonly Code[] = [
  { id: 1, name: 'Bulanan' },
  { id: 2, name: 'Triwulanan' },
];

/** Work results and work behaviour (hasilKinerja, perilakuKerja). */
export const PERFORMANCE_RATINGS: readonly Code[] = [
  { id: 1, name: 'Diatas Ekspektasi' },
  { id: 2, name: 'Sesuai Ekspektasi' },
  { id: 3, name: 'Dibawah Ekspektasi' },
];

/** Performance quadrants (kuadranKinerja), the outcome of utils/rules/quadrant.ts. */
export const QUADRANTS: readonly Code[] = [
  { id: 1, name: 'Sangat Baik' },
  { id: 2, name: 'Baik' },
  { id: 3, name: 'Butuh Perbaikan' },
  { id: 4, name: 'Kurang' },
  { id: 5, name: 'Sangat Kurang' },
];

/** Performance coefficients of functional positions (koefisienId, siasn-protocol.md 6.3). */
export const PERFORMANCE_COEFFICIENTS: readonly Code<string>[] = [
  { id: '12', name: 'Ahli Pertama' },
  { id: '22', name: 'Ahli Muda' },
  { id: '32', name: 'Ahli Madya' },
  { id: '42', name: 'Ahli Utama' },
  { id: '52', name: 'Pemula' },
  { id: '62', name: 'Terampil' },
  { id: '72', name: 'Mahir' },
  { id: '82', name: 'Penyelia' },
];

/** Awards (hargaId) SIASN records for civil servants: the Satyalancana Karya Satya by years of service. */
export const AWARD_TYPES: readonly Code<string>[] = [
  { id: '201', name: 'Satyalancana Karya Satya X Tahun' },
  { id: '202', name: 'Satyalancana Karya Satya XX Tahun' },
  { id: '203', name: 'Satyalancana Karya Satya XXX Tahun' },
];

/** Loans through the partner bank. */
export const LOAN_TYPES: readonly Code<'KPR' | 'KMG' | 'KKB'>[] = [
  { id: 'KPR', name: 'Kredit Pemilikan Rumah' },
  { id: 'KMG', name: 'Kredit Multiguna' },
  { id: 'KKB', name: 'Kredit Kendaraan Bermotor' },
];
