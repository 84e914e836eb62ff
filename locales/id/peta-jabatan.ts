import { menuText } from './menu';

/** Texts of the job map page (/layanan-siasn/peta-jabatan) and its API's not-found answer. */
export const petaJabatanText = {
  menu: menuText.petaJabatan,
  title: 'Peta Jabatan',
  intro: 'Kebutuhan dan keterisian (bezetting) jabatan tiap unit organisasi menurut gateway BKD Jatim. Buka unit pada pohon untuk melihat unit di bawahnya.',
  treeTitle: 'Unit organisasi',
  treeFailed: 'Unit organisasi tidak dapat dimuat',
  pick: 'Pilih unit organisasi pada pohon untuk melihat peta jabatannya.',
  positionsTitle: (unit: string) => `Jabatan: ${unit}`,
  positionsFailed: 'Peta jabatan unit ini tidak dapat dimuat',
  noPositions: 'Unit ini tidak memiliki jabatan sendiri; pilih unit di bawahnya.',
  fetchedAt: (when: string) => `Data gateway BKD per ${when}`,
  totals: (kebutuhan: number, bezetting: number) => `Kebutuhan ${kebutuhan}, bezetting ${bezetting}`,
  columns: {
    nama: 'Nama Jabatan',
    jenis: 'Jenis',
    kelas: 'Kelas',
    kebutuhan: 'Kebutuhan',
    bezetting: 'Bezetting',
    selisih: 'Selisih',
  },
  jenis: { struktural: 'Struktural', fungsional: 'Fungsional', pelaksana: 'Pelaksana' },
  short: (n: number) => `Kurang ${n}`,
  excess: (n: number) => `Lebih ${n}`,
  fit: 'Sesuai',
  unitNotFound: 'Unit organisasi ini tidak ada di peta jabatan BKD Jatim.',
} as const;
