// Education levels and the majors people study, with the titles (gelar) each degree gives, and the
// career tracks that employ them. Sandbox-only lists: the portal's catalogue has none of these.
import { stableId } from './random.mjs';

/** SIASN tingkat pendidikan ids (BKN codes) and the rank a new CPNS of that level starts at. */
export const LEVELS = {
  SD: { id: '05', name: 'SD' },
  SLTP: { id: '10', name: 'SLTP' },
  SLTA: { id: '15', name: 'SLTA', entryRank: 21 },
  D3: { id: '30', name: 'Diploma III/Sarjana Muda', entryRank: 23 },
  S1: { id: '40', name: 'S-1/Sarjana', entryRank: 31 },
  S2: { id: '45', name: 'S-2', entryRank: 32 },
  S3: { id: '50', name: 'S-3', entryRank: 33 },
};

const major = (level, name, gelarBelakang = '', gelarDepan = '') => ({ level, name, gelarDepan, gelarBelakang, id: stableId(`pendidikan:${name}`) });

export const MAJORS = {
  sd: major('SD', 'SD'),
  sltp: major('SLTP', 'SMP'),
  sma: major('SLTA', 'SMA IPA'),
  slta: major('SLTA', 'SMA IPS'),
  smk: major('SLTA', 'SMK Administrasi Perkantoran'),
  d3adm: major('D3', 'D-III Administrasi Perkantoran', 'A.Md.'),
  d3akt: major('D3', 'D-III Akuntansi', 'A.Md.Ak.'),
  d3kep: major('D3', 'D-III Keperawatan', 'A.Md.Kep.'),
  d3keb: major('D3', 'D-III Kebidanan', 'A.Md.Keb.'),
  d3arsip: major('D3', 'D-III Kearsipan', 'A.Md.'),
  pendMat: major('S1', 'S-1 Pendidikan Matematika', 'S.Pd.'),
  pendBind: major('S1', 'S-1 Pendidikan Bahasa dan Sastra Indonesia', 'S.Pd.'),
  pendBing: major('S1', 'S-1 Pendidikan Bahasa Inggris', 'S.Pd.'),
  pendBio: major('S1', 'S-1 Pendidikan Biologi', 'S.Pd.'),
  pendEko: major('S1', 'S-1 Pendidikan Ekonomi', 'S.Pd.'),
  dokter: major('S1', 'S-1 Pendidikan Dokter', '', 'dr.'),
  ners: major('S1', 'S-1 Ilmu Keperawatan (Profesi Ners)', 'S.Kep., Ns.'),
  psi: major('S1', 'S-1 Psikologi', 'S.Psi.'),
  man: major('S1', 'S-1 Manajemen', 'S.E.'),
  hukum: major('S1', 'S-1 Ilmu Hukum', 'S.H.'),
  adm: major('S1', 'S-1 Ilmu Administrasi Negara', 'S.Sos.'),
  ti: major('S1', 'S-1 Teknik Informatika', 'S.Kom.'),
  ekp: major('S1', 'S-1 Ekonomi Pembangunan', 'S.E.'),
  pwk: major('S1', 'S-1 Perencanaan Wilayah dan Kota', 'S.T.'),
  akt: major('S1', 'S-1 Akuntansi', 'S.Ak.'),
  agro: major('S1', 'S-1 Agroteknologi', 'S.P.'),
  sipil: major('S1', 'S-1 Teknik Sipil', 'S.T.'),
  ip: major('S1', 'S-1 Ilmu Pemerintahan', 'S.IP.'),
  perpus: major('S1', 'S-1 Ilmu Perpustakaan', 'S.Hum.'),
  mpd: major('S2', 'S-2 Manajemen Pendidikan', 'M.Pd.'),
  mkes: major('S2', 'S-2 Ilmu Kesehatan Masyarakat', 'M.Kes.'),
  mm: major('S2', 'S-2 Magister Manajemen', 'M.M.'),
  mkom: major('S2', 'S-2 Ilmu Komputer', 'M.Kom.'),
  msi: major('S2', 'S-2 Perencanaan Pembangunan', 'M.Si.'),
  mt: major('S2', 'S-2 Teknik Sipil', 'M.T.'),
  map: major('S2', 'S-2 Administrasi Publik', 'M.AP.'),
  dr: major('S3', 'S-3 Ilmu Administrasi Publik', '', 'Dr.'),
};

// A track: the functional position (jf) and its ladder ('ahli' for S-1 and up, 'terampil' for
// D-III), or none for pelaksana; the majors that lead to it; the master's degree it may add.
const track = (jf, ladder, majors, s2 = 'mm') => ({ jf, ladder, majors: majors.split(' '), s2 });
export const TRACKS = {
  guru: track('Guru', 'ahli', 'pendMat pendBind pendBing pendBio pendEko', 'mpd'),
  dokter: track('Dokter', 'ahli', 'dokter', 'mkes'),
  perawat: track('Perawat', 'ahli', 'ners', 'mkes'),
  perawatD3: track('Perawat', 'terampil', 'd3kep'),
  bidan: track('Bidan', 'terampil', 'd3keb'),
  sdm: track('Analis Sumber Daya Manusia Aparatur', 'ahli', 'psi man hukum adm'),
  pranata: track('Pranata Komputer', 'ahli', 'ti', 'mkom'),
  perencana: track('Perencana', 'ahli', 'ekp pwk', 'msi'),
  auditor: track('Auditor', 'ahli', 'akt man'),
  keuangan: track('Analis Keuangan Pusat dan Daerah', 'ahli', 'akt man'),
  penyuluh: track('Penyuluh Pertanian', 'ahli', 'agro', 'msi'),
  teknik: track('Teknik Jalan dan Jembatan', 'ahli', 'sipil', 'mt'),
  kebijakan: track('Analis Kebijakan', 'ahli', 'ip adm hukum', 'map'),
  pustakawan: track('Pustakawan', 'ahli', 'perpus'),
  arsiparis: track('Arsiparis', 'terampil', 'd3arsip'),
  slta: track(null, null, 'slta smk'),
  d3: track(null, null, 'd3adm d3akt'),
  s1: track(null, null, 'man hukum adm akt ti sipil ip ekp', 'map'),
};

const BASE = [['slta', 16], ['d3', 9], ['s1', 20], ['kebijakan', 5], ['arsiparis', 3], ['pranata', 3], ['keuangan', 4]];
/** Weighted tracks for the staff of a unit of this kind (schools employ mostly teachers). */
export const TRACKS_BY_KIND = {
  school: [['guru', 85], ['slta', 10], ['d3', 5]],
  education: [...BASE, ['sdm', 6]],
  health: [...BASE, ['dokter', 14], ['perawat', 14], ['perawatD3', 14], ['bidan', 10]],
  hr: [...BASE, ['sdm', 40], ['pranata', 6]],
  planning: [...BASE, ['perencana', 40]],
  audit: [['auditor', 70], ['slta', 10], ['d3', 10], ['s1', 10]],
  finance: [...BASE, ['keuangan', 35]],
  agriculture: [...BASE, ['penyuluh', 35]],
  works: [...BASE, ['teknik', 35]],
  it: [...BASE, ['pranata', 40]],
  library: [...BASE, ['pustakawan', 30], ['arsiparis', 20]],
  general: [...BASE, ['kebijakan', 12]],
};

/** Pelaksana (jabatan fungsional umum) names by education level, 2022 nomenclature. */
export const PELAKSANA = {
  SLTA: ['Pengadministrasi Perkantoran', 'Operator Layanan Operasional', 'Pengelola Umum Operasional'],
  D3: ['Pengolah Data dan Informasi', 'Pengelola Layanan Operasional'],
  S1: ['Penata Layanan Operasional', 'Penelaah Teknis Kebijakan', 'Penata Kelola Sistem dan Teknologi Informasi'],
};
