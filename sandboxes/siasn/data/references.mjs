// The reference API's lists (`<REF_API_BASE>/<name>/search`, siasn-protocol.md 6.1), built from
// the codes the province's records use: the portal's catalogue (ranks, eselon, position types,
// functional levels) and the data layer's own lists. Rows are `{ id, nama, ... }`, ids as text.
import { FUNCTIONAL_LEVELS, POSITION_LEVELS, POSITION_TYPES, RANKS } from './catalogue.mjs';
import { RELIGIONS } from './data-utama.mjs';
import { COURSE_TYPES, LEADERSHIP } from './development.mjs';
import { LEVELS, PELAKSANA, TRACKS } from './education-reference.mjs';
import { stableId } from './random.mjs';

// Kedudukan hukum: the protocol's (6.3) and the PPPK status the records carry.
const KEDUDUKAN_HUKUM = [['01', 'Aktif'], ['02', 'CLTN'], ['03', 'Tugas Belajar'], ['04', 'Pemberhentian Sementara'], ['20', 'Masa Persiapan Pensiun'], ['71', 'PPPK Aktif'], ['99', 'Pensiun']];

// id_ref_dokumen (6.4) with the names the records' `path` objects carry.
const DOCUMENTS = [
  [2, 'Pertimbangan Teknis BKN', 'data-utama'], [24, 'Daftar Riwayat Hidup', 'data-utama'], [858, 'SK Kenaikan Pangkat', 'golongan'],
  [870, 'Ijazah', 'pendidikan'], [871, 'Transkrip Nilai', 'pendidikan'], [872, 'Dok SK Jabatan', 'jabatan'], [873, 'Dok Surat Pelantikan', 'jabatan', false],
  [874, 'Dok Sertifikat Diklat', 'diklat'], [879, 'Dok PAK', 'angka-kredit'], [880, 'SK PAK', 'angka-kredit'], [881, 'Dok Sertifikat Kursus', 'kursus'],
  [882, 'Dok SK Hukuman Disiplin', 'hukdis'], [884, 'SK CLTN', 'cltn'], [885, 'Pertek CLTN', 'cltn'], [887, 'Dok SK PNS', 'data-utama'],
  [888, 'Dok SPMT', 'data-utama'], [889, 'Dok SK CPNS', 'data-utama'], [890, 'Dokumen Evaluasi Kinerja', 'skp22'], [891, 'Dok Realisasi SKP', 'skp'],
  [892, 'Dok Sertifikat Penghargaan', 'penghargaan'], [1179, 'Dokumen Evaluasi Kinerja', 'kinerja-periodik'], [1643, 'Pertek PMK', 'pmk'],
  [1644, 'SK PMK', 'pmk'], [1680, 'Sertifikat', 'sertifikasi'],
];

const leadership = [...new Set(Object.values(LEADERSHIP))].map((c) => ({ id: c.id, nama: c.now, namaLama: c.old, jumlahJam: c.hours }));

function functionalPositions() {
  const rows = new Map();
  for (const track of Object.values(TRACKS)) {
    if (!track.jf) continue;
    const levels = FUNCTIONAL_LEVELS.filter((level) => (track.ladder === 'ahli' ? level.id <= 42 : level.id >= 52));
    for (const level of levels) {
      const nama = `${track.jf} ${level.title}`;
      rows.set(nama, { id: stableId(`jf:${nama}`), nama, jenjang: level.title, kodeJenjang: level.code, koefisienId: String(level.id) });
    }
  }
  return [...rows.values()];
}

/** name -> rows, in id order as the reference API lists them. */
export const REFERENCE_LISTS = {
  agama: Object.entries(RELIGIONS).map(([id, nama]) => ({ id, nama })),
  golongan: RANKS.map((r) => ({ id: String(r.id), nama: r.code, namaPangkat: r.name })),
  eselon: POSITION_LEVELS.map((l) => ({ id: String(l.id), nama: l.name, jabatanAsn: l.jabatanAsn })),
  'jenis-jabatan': POSITION_TYPES.map((t) => ({ id: String(t.id), nama: t.name })),
  'tingkat-pendidikan': Object.values(LEVELS).map((l) => ({ id: l.id, nama: l.name })),
  'latihan-struktural': leadership,
  'jenis-diklat': COURSE_TYPES.map(([id, nama]) => ({ id, nama })),
  'kedudukan-hukum': KEDUDUKAN_HUKUM.map(([id, nama]) => ({ id, nama })),
  'ref-dokumen': DOCUMENTS.map(([id, nama, layanan, mandatory = true]) => ({
    id: String(id), nama, document: nama, layananNama: layanan, jenisDokumen: 'pdf', fileType: 'application/pdf', mandatory,
  })),
  'jabatan-fungsional': functionalPositions(),
  // Pelaksana posts, with the ids rw-jabatan rows carry (jabatanFungsionalUmumId).
  'jabatan-fungsional-umum': [...new Set(Object.values(PELAKSANA).flat())].map((nama) => ({ id: stableId(`jfu:${nama}`), nama })),
};
