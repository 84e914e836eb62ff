// Positions (spec sections 3 and 4; siasn-protocol.md 6.3). Colours are antd Tag presets, drawn
// with the theme's readable tag colours (utils/theme/tokens.ts).

export interface PositionType {
  id: 1 | 2 | 4;
  name: string;
  color: string;
}

/** Jenis jabatan as the spec names them: Struktural=1 red, Fungsional=2 gray, Pelaksana=4 yellow. */
export const POSITION_TYPES: readonly PositionType[] = [
  { id: 1, name: 'Struktural', color: 'red' },
  { id: 2, name: 'Fungsional', color: 'default' },
  { id: 4, name: 'Pelaksana', color: 'yellow' },
];

export interface PositionLevel {
  id: number;
  /** The eselon, e.g. `III.a`; `Non` for 99. */
  name: string;
  /** The ASN position it stands for, e.g. `Administrator`. */
  jabatanAsn: string;
}

/**
 * Eselon levels, the spec's ids (10-12 high leadership, 21-22 administrator, 31-32 supervisor,
 * 41-42, 51-52, 99 Non) with SIASN's names for them. The other columns the spec lists
 * (terendah_id, tertinggi_id, eselon_level_id, ...) come from SIASN's reference list.
 */
export const POSITION_LEVELS: readonly PositionLevel[] = [
  { id: 10, name: 'I.a', jabatanAsn: 'JPT Utama' },
  { id: 11, name: 'I.a', jabatanAsn: 'JPT Madya' },
  { id: 12, name: 'I.b', jabatanAsn: 'JPT Madya' },
  { id: 21, name: 'II.a', jabatanAsn: 'JPT Pratama' },
  { id: 22, name: 'II.b', jabatanAsn: 'JPT Pratama' },
  { id: 31, name: 'III.a', jabatanAsn: 'Administrator' },
  { id: 32, name: 'III.b', jabatanAsn: 'Administrator' },
  { id: 41, name: 'IV.a', jabatanAsn: 'Pengawas' },
  { id: 42, name: 'IV.b', jabatanAsn: 'Pengawas' },
  { id: 51, name: 'V.a', jabatanAsn: 'Pelaksana' },
  { id: 52, name: 'V.b', jabatanAsn: 'Pelaksana' },
  { id: 99, name: 'Non', jabatanAsn: 'Non eselon' },
];

export interface FunctionalLevel {
  /** SIASN's koefisien id. */
  id: number;
  title: string;
  kriteria: number;
  /** Jenjang code. */
  code: string;
  persentase: 100;
  keterangan: 'Baik';
}

const level = (id: number, title: string, kriteria: number, code: string): FunctionalLevel => ({ id, title, kriteria, code, persentase: 100, keterangan: 'Baik' });

/** Functional position levels (spec section 3), each with persentase 100 and keterangan Baik. */
export const FUNCTIONAL_LEVELS: readonly FunctionalLevel[] = [
  level(12, 'Ahli Pertama', 12.5, 'PT'),
  level(22, 'Ahli Muda', 25, 'MU'),
  level(32, 'Ahli Madya', 37.5, 'MA'),
  level(42, 'Ahli Utama', 50, 'UT'),
  level(52, 'Pemula', 3.75, 'PM'),
  level(62, 'Terampil', 5, 'TR'),
  level(72, 'Mahir', 12.5, 'MH'),
  level(82, 'Penyelia', 25, 'PY'),
];
