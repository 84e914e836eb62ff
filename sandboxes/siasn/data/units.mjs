// The province's unit tree (unor): a few dozen perangkat daerah (OPD), their bidang/biro and
// their seksi/subbagian. Fixed, not drawn from the seed, so the demo accounts' units (their
// organization_id, used here as the unit's CepatKode) exist under every seed.
import { EAST_JAVA_REGIONS } from './catalogue.mjs';
import { stableId } from './random.mjs';

export const INSTANSI = { id: stableId('instansi:3500').toLowerCase(), nama: 'Pemerintah Provinsi Jawa Timur', kodeCepat: '3500' };
const SURABAYA = 3578;

// code, name, kind (which careers it employs), bidang ('|'-separated), optional overrides.
const OPDS = [
  ['SETDA', 'Sekretariat Daerah', 'general', 'Biro Pemerintahan dan Otonomi Daerah|Biro Hukum|Biro Organisasi|Biro Umum', { head: 'Sekretaris Daerah', eselon: [12, 22, 31], subPrefix: 'Bagian', noSecretariat: true }],
  ['DPRD', 'Sekretariat DPRD', 'general', 'Bagian Persidangan dan Perundang-undangan|Bagian Fasilitasi Penganggaran', { head: 'Sekretaris DPRD', subPrefix: 'Subbagian' }],
  ['INSPEKTORAT', 'Inspektorat', 'audit', 'Inspektorat Pembantu Wilayah I|Inspektorat Pembantu Wilayah II|Inspektorat Pembantu Wilayah III', { head: 'Inspektur', subs: 0 }],
  ['BAPPEDA', 'Badan Perencanaan Pembangunan Daerah', 'planning', 'Bidang Perencanaan Ekonomi|Bidang Perencanaan Sosial Budaya|Bidang Infrastruktur dan Kewilayahan'],
  ['BKD', 'Badan Kepegawaian Daerah', 'hr', 'Bidang Pengadaan dan Informasi Kepegawaian|Bidang Mutasi dan Promosi|Bidang Pengembangan Kompetensi Aparatur|Bidang Penilaian Kinerja dan Penghargaan'],
  ['BPSDM', 'Badan Pengembangan Sumber Daya Manusia', 'hr', 'Bidang Pengembangan Kompetensi Teknis|Bidang Pengembangan Kompetensi Manajerial'],
  ['BAKESBANGPOL', 'Badan Kesatuan Bangsa dan Politik', 'general', 'Bidang Ideologi dan Wawasan Kebangsaan|Bidang Politik Dalam Negeri'],
  ['BPBD', 'Badan Penanggulangan Bencana Daerah', 'general', 'Bidang Pencegahan dan Kesiapsiagaan|Bidang Kedaruratan dan Logistik|Bidang Rehabilitasi dan Rekonstruksi'],
  ['BAPENDA', 'Badan Pendapatan Daerah', 'finance', 'Bidang Pajak Daerah|Bidang Retribusi dan Pendapatan Lain|Bidang Pengendalian dan Evaluasi'],
  ['BPKAD', 'Badan Pengelola Keuangan dan Aset Daerah', 'finance', 'Bidang Anggaran|Bidang Perbendaharaan|Bidang Akuntansi|Bidang Aset Daerah'],
  ['DISDIK', 'Dinas Pendidikan', 'education', 'Bidang Pembinaan SMA|Bidang Pembinaan SMK|Bidang Guru dan Tenaga Kependidikan', { branches: [3501, 3504, 3509, 3510, 3522, 3529, 3573] }],
  ['DINKES', 'Dinas Kesehatan', 'health', 'Bidang Kesehatan Masyarakat|Bidang Pencegahan dan Pengendalian Penyakit|Bidang Pelayanan Kesehatan|Bidang Sumber Daya Kesehatan', { subs: 4 }],
  ['DINSOS', 'Dinas Sosial', 'general', 'Bidang Perlindungan dan Jaminan Sosial|Bidang Rehabilitasi Sosial|Bidang Pemberdayaan Sosial'],
  ['DISNAKERTRANS', 'Dinas Tenaga Kerja dan Transmigrasi', 'general', 'Bidang Pelatihan dan Produktivitas|Bidang Hubungan Industrial|Bidang Transmigrasi'],
  ['DPMD', 'Dinas Pemberdayaan Masyarakat dan Desa', 'general', 'Bidang Pemerintahan Desa|Bidang Pemberdayaan Ekonomi Masyarakat'],
  ['DP3AK', 'Dinas Pemberdayaan Perempuan, Perlindungan Anak dan Kependudukan', 'general', 'Bidang Kesetaraan Gender|Bidang Perlindungan Anak|Bidang Kependudukan'],
  ['DISHUB', 'Dinas Perhubungan', 'works', 'Bidang Lalu Lintas Jalan|Bidang Angkutan|Bidang Pelayaran'],
  ['DPUBM', 'Dinas Pekerjaan Umum Bina Marga', 'works', 'Bidang Perencanaan Jalan|Bidang Pembangunan Jalan dan Jembatan|Bidang Preservasi Jalan'],
  ['DPUSDA', 'Dinas Pekerjaan Umum Sumber Daya Air', 'works', 'Bidang Irigasi|Bidang Sungai dan Pantai|Bidang Air Baku'],
  ['DPRKPCK', 'Dinas Perumahan Rakyat, Kawasan Permukiman dan Cipta Karya', 'works', 'Bidang Perumahan|Bidang Kawasan Permukiman|Bidang Cipta Karya'],
  ['DLH', 'Dinas Lingkungan Hidup', 'general', 'Bidang Tata Lingkungan|Bidang Pengendalian Pencemaran|Bidang Pengelolaan Sampah'],
  ['DISPERINDAG', 'Dinas Perindustrian dan Perdagangan', 'general', 'Bidang Industri Agro|Bidang Perdagangan Dalam Negeri|Bidang Perlindungan Konsumen'],
  ['DISKOPUKM', 'Dinas Koperasi dan Usaha Kecil dan Menengah', 'general', 'Bidang Kelembagaan Koperasi|Bidang Usaha Kecil'],
  ['DISTANHORTI', 'Dinas Tanaman Pangan, Hortikultura dan Perkebunan', 'agriculture', 'Bidang Tanaman Pangan|Bidang Hortikultura|Bidang Perkebunan|Bidang Penyuluhan'],
  ['DISNAK', 'Dinas Peternakan', 'agriculture', 'Bidang Produksi Peternakan|Bidang Kesehatan Hewan'],
  ['DKP', 'Dinas Kelautan dan Perikanan', 'agriculture', 'Bidang Perikanan Tangkap|Bidang Perikanan Budidaya|Bidang Kelautan dan Pesisir'],
  ['DISHUT', 'Dinas Kehutanan', 'agriculture', 'Bidang Rehabilitasi Hutan dan Lahan|Bidang Perlindungan Hutan'],
  ['DISBUDPAR', 'Dinas Kebudayaan dan Pariwisata', 'general', 'Bidang Kebudayaan|Bidang Destinasi Pariwisata|Bidang Pemasaran Pariwisata'],
  ['DISPORA', 'Dinas Kepemudaan dan Olahraga', 'general', 'Bidang Kepemudaan|Bidang Keolahragaan'],
  ['KOMINFO', 'Dinas Komunikasi dan Informatika', 'it', 'Bidang Informasi dan Komunikasi Publik|Bidang Aplikasi Informatika|Bidang Persandian dan Statistik'],
  ['DPMPTSP', 'Dinas Penanaman Modal dan Pelayanan Terpadu Satu Pintu', 'general', 'Bidang Promosi Penanaman Modal|Bidang Pelayanan Perizinan'],
  ['DISPERPUSIP', 'Dinas Perpustakaan dan Kearsipan', 'library', 'Bidang Layanan Perpustakaan|Bidang Pengelolaan Arsip'],
  ['SATPOLPP', 'Satuan Polisi Pamong Praja', 'general', 'Bidang Penegakan Peraturan Daerah|Bidang Ketertiban Umum'],
  ['DINESDM', 'Dinas Energi dan Sumber Daya Mineral', 'works', 'Bidang Energi|Bidang Mineral dan Batubara'],
];

const SECRETARIAT_SUBS = ['Subbagian Program dan Pelaporan', 'Subbagian Umum dan Kepegawaian', 'Subbagian Keuangan'];
const AREAS = ['Perencanaan', 'Pelaksanaan', 'Pengendalian', 'Evaluasi dan Pelaporan'];
const two = (n) => String(n).padStart(2, '0');
const place = (regionId) => EAST_JAVA_REGIONS.find((r) => r.id === regionId).name.replace(/^(Kabupaten|Kota) /, '');

function unit(code, name, parent, level, opd, extra = {}) {
  const eselonId = (opd.eselon ?? [21, 31, 41])[level];
  const head = level === 0 ? opd.head ?? `Kepala ${name}` : name === 'Sekretariat' ? 'Sekretaris' : `Kepala ${name}`;
  return {
    id: stableId(`unor:${code}`).toLowerCase(), code, name, parentCode: parent?.code ?? null, opdCode: opd.code,
    level, eselonId, headTitle: head, kind: opd.kind, regionId: parent?.regionId ?? SURABAYA, leaf: true, school: false, ...extra,
  };
}

function children(opd, parent, index, name, list) {
  const child = unit(`${opd.code}.${two(index)}`, name, parent, 1, opd);
  list.push(child);
  const subNames = name === 'Sekretariat' ? SECRETARIAT_SUBS : AREAS.slice(0, opd.subs ?? 3).map((area) => `${opd.subPrefix ?? 'Seksi'} ${area} ${name.replace(/^(Bidang|Biro|Bagian) /, '')}`);
  subNames.forEach((sub, k) => list.push(unit(`${child.code}.${two(k + 1)}`, sub, child, 2, opd)));
  child.leaf = subNames.length === 0;
}

/** Every unit, parents before children; `code` is the CepatKode (e.g. `BKD.01.02`). */
export function buildUnits() {
  const list = [];
  for (const [code, name, kind, bidang, extra = {}] of OPDS) {
    const opd = { code, name, kind, ...extra };
    const top = unit(code, name, null, 0, opd, { leaf: false });
    list.push(top);
    const names = [...(opd.noSecretariat ? [] : ['Sekretariat']), ...bidang.split('|')];
    names.forEach((child, i) => children(opd, top, i + 1, child, list));
    (opd.branches ?? []).forEach((regionId, i) => {
      const branch = unit(`${code}.${two(names.length + i + 1)}`, `Cabang Dinas Pendidikan Wilayah ${place(regionId)}`, top, 1, opd, { regionId, leaf: false });
      list.push(branch);
      ['UPT SMA Negeri 1', 'UPT SMA Negeri 2', 'UPT SMK Negeri 1'].forEach((school, k) =>
        list.push(unit(`${branch.code}.${two(k + 1)}`, `${school} ${place(regionId)}`, branch, 2, opd, { school: true, eselonId: null })),
      );
    });
  }
  for (const u of list) {
    if (u.level < 2 && list.some((c) => c.parentCode === u.code)) u.leaf = false;
    u.regionName = EAST_JAVA_REGIONS.find((r) => r.id === u.regionId).name;
  }
  return list;
}
