// The profile section menu of spec section 2: 17 entries (title, path), each with an icon and a
// colour from the spec's six (violet, blue, orange, gray, green, yellow). The key is the last part
// of the path; the API serves the same key under /siasn/ws/pns/<key> and /siasn/ws/admin/{nip}/<key>.

export const SECTION_COLORS = ['violet', 'blue', 'orange', 'gray', 'green', 'yellow'] as const;
export type SectionColor = (typeof SECTION_COLORS)[number];

/** Names of @ant-design/icons components; components/siasn maps them (utils stays icon-free). */
export type SectionIcon =
  | 'IdcardOutlined'
  | 'SolutionOutlined'
  | 'EditOutlined'
  | 'TeamOutlined'
  | 'SafetyCertificateOutlined'
  | 'ApartmentOutlined'
  | 'InboxOutlined'
  | 'CalculatorOutlined'
  | 'LineChartOutlined'
  | 'ReadOutlined'
  | 'BookOutlined'
  | 'RiseOutlined'
  | 'HistoryOutlined'
  | 'TrophyOutlined'
  | 'FieldTimeOutlined'
  | 'PauseCircleOutlined'
  | 'WarningOutlined';

export interface PersonnelSection {
  key: PersonnelSectionKey;
  title: string;
  /** The spec's path, relative to the section base (`/pemutakhiran-data`). */
  path: string;
  icon: SectionIcon;
  color: SectionColor;
}

export const PERSONNEL_SECTION_KEYS = [
  'data-utama',
  'rw-pengadaan',
  'ubah-data',
  'keluarga',
  'sertifikasi',
  'jabatan',
  'inbox-usulan',
  'angka-kredit',
  'laporan-kinerja',
  'diklat',
  'pendidikan',
  'golongan',
  'pmk',
  'penghargaan',
  'kinerja-periodik',
  'cltn',
  'hukuman-disiplin',
] as const;
export type PersonnelSectionKey = (typeof PERSONNEL_SECTION_KEYS)[number];

/** In the spec's order. */
export const PERSONNEL_SECTIONS: readonly PersonnelSection[] = [
  { key: 'data-utama', title: 'Data Utama', path: '/data-utama', icon: 'IdcardOutlined', color: 'violet' },
  { key: 'rw-pengadaan', title: 'Riwayat Pengadaan', path: '/rw-pengadaan', icon: 'SolutionOutlined', color: 'blue' },
  { key: 'ubah-data', title: 'Ubah Biodata', path: '/ubah-data', icon: 'EditOutlined', color: 'orange' },
  { key: 'keluarga', title: 'Pasangan dan Anak', path: '/keluarga', icon: 'TeamOutlined', color: 'green' },
  { key: 'sertifikasi', title: 'Riwayat Sertifikasi', path: '/sertifikasi', icon: 'SafetyCertificateOutlined', color: 'yellow' },
  { key: 'jabatan', title: 'Jabatan', path: '/jabatan', icon: 'ApartmentOutlined', color: 'blue' },
  { key: 'inbox-usulan', title: 'Usulan SIASN', path: '/usulan-siasn/inbox-usulan', icon: 'InboxOutlined', color: 'gray' },
  { key: 'angka-kredit', title: 'Angka Kredit', path: '/angka-kredit', icon: 'CalculatorOutlined', color: 'orange' },
  { key: 'laporan-kinerja', title: 'Kinerja (SKP)', path: '/laporan-kinerja', icon: 'LineChartOutlined', color: 'green' },
  { key: 'diklat', title: 'Diklat/Kursus', path: '/diklat', icon: 'ReadOutlined', color: 'violet' },
  { key: 'pendidikan', title: 'Pendidikan', path: '/pendidikan', icon: 'BookOutlined', color: 'blue' },
  { key: 'golongan', title: 'Golongan/Pangkat', path: '/golongan', icon: 'RiseOutlined', color: 'yellow' },
  { key: 'pmk', title: 'Peninjauan Masa Kerja (PMK)', path: '/pmk', icon: 'HistoryOutlined', color: 'gray' },
  { key: 'penghargaan', title: 'Penghargaan', path: '/penghargaan', icon: 'TrophyOutlined', color: 'yellow' },
  { key: 'kinerja-periodik', title: 'Kinerja Periodik', path: '/kinerja-periodik', icon: 'FieldTimeOutlined', color: 'green' },
  { key: 'cltn', title: 'Riwayat CLTN', path: '/cltn', icon: 'PauseCircleOutlined', color: 'orange' },
  { key: 'hukuman-disiplin', title: 'Hukuman Disiplin', path: '/hukuman-disiplin', icon: 'WarningOutlined', color: 'gray' },
];

/** Where the own record's sections live (the original system's base). */
export const OWN_SECTIONS_BASE = '/pemutakhiran-data';

export const isPersonnelSectionKey = (value: string): value is PersonnelSectionKey =>
  (PERSONNEL_SECTION_KEYS as readonly string[]).includes(value);

export const sectionByKey = (key: PersonnelSectionKey): PersonnelSection =>
  PERSONNEL_SECTIONS.find((s) => s.key === key) as PersonnelSection;

/** `^\d{18}$` with the gender digit (index 14) 1 or 2 (siasn-protocol.md section 7). */
export const NIP_PATTERN = /^\d{14}[12]\d{3}$/;
export const isNip = (value: string | null | undefined): value is string => !!value && NIP_PATTERN.test(value);
