// Training and recognition: structural training (rw-diklat), courses (rw-kursus), certificates
// (rw-sertifikasi) and awards (rw-penghargaan). The code lists here are the sandbox's own: the
// portal's catalogue has none of them.
import { EAST_JAVA_REGIONS } from './catalogue.mjs';
import { dmy, parts, toDay } from './dates.mjs';
import { docPath, ids } from './row-parts.mjs';

// Leadership training a structural post asks for: the old Diklatpim names before 2019.
export const LEADERSHIP = {
  41: { id: '2', old: 'Diklatpim Tingkat IV', now: 'Pelatihan Kepemimpinan Pengawas', hours: 280 },
  31: { id: '3', old: 'Diklatpim Tingkat III', now: 'Pelatihan Kepemimpinan Administrator', hours: 520 },
  21: { id: '4', old: 'Diklatpim Tingkat II', now: 'Pelatihan Kepemimpinan Nasional Tingkat II', hours: 640 },
  12: { id: '5', old: 'Diklatpim Tingkat I', now: 'Pelatihan Kepemimpinan Nasional Tingkat I', hours: 720 },
};
LEADERSHIP[22] = LEADERSHIP[21];
export const COURSE_TYPES = [['3', 'Diklat Teknis'], ['4', 'Workshop'], ['5', 'Seminar'], ['6', 'Kursus'], ['7', 'Bimbingan Teknis']];
const COURSES = {
  common: ['Penyusunan Sasaran Kinerja Pegawai', 'Pengadaan Barang/Jasa Pemerintah', 'Pelayanan Publik Prima', 'Pengelolaan Arsip Dinamis', 'Manajemen Risiko', 'Literasi Digital ASN'],
  guru: ['Implementasi Kurikulum Merdeka', 'Asesmen Pembelajaran', 'Pembelajaran Berdiferensiasi'],
  dokter: ['Advanced Cardiac Life Support', 'Tata Laksana Tuberkulosis'],
  perawat: ['Basic Trauma Cardiac Life Support', 'Pencegahan dan Pengendalian Infeksi'],
  sdm: ['Aplikasi SIASN untuk Pengelola Kepegawaian', 'Manajemen Talenta ASN'],
  pranata: ['Keamanan Informasi', 'Pengembangan Aplikasi Web'],
};
export const AWARDS = [[10, '201', 'Satyalancana Karya Satya X Tahun'], [20, '202', 'Satyalancana Karya Satya XX Tahun'], [30, '203', 'Satyalancana Karya Satya XXX Tahun']];
const campus = (rng) => `Universitas Negeri ${rng.pick(EAST_JAVA_REGIONS).name.replace(/^(Kabupaten|Kota) /, '')}`;

export function diklatRows(rng, person, today, ctx) {
  return person.positions.filter((p) => p.type === 1).flatMap((post) => {
    const course = LEADERSHIP[post.eselonId];
    const start = post.tmt + rng.int(60, 330);
    const end = start + rng.int(60, 120);
    if (end >= today) return [];
    return [{
      id: ctx.uuid(), ...ids(person), latihanStrukturalId: course.id, latihanStrukturalNama: parts(start).y < 2019 ? course.old : course.now,
      nomor: `${rng.int(100, 999)}/PIM/${parts(end).y}`, tanggal: dmy(start), tanggalSelesai: dmy(end), tahun: parts(end).y, jumlahJam: course.hours,
      institusiPenyelenggara: 'Badan Pengembangan Sumber Daya Manusia Provinsi Jawa Timur', path: docPath(person, 874, 'Dok Sertifikat Diklat', end),
    }];
  });
}

export function kursusRows(rng, person, today, ctx) {
  const names = [...COURSES.common, ...(COURSES[person.track.replace('D3', '')] ?? [])];
  const count = rng.int(0, 4);
  const rows = [];
  for (let i = 0; i < count; i++) {
    const start = person.start + Math.floor(rng.next() * Math.max(1, today - 30 - person.start));
    const days = rng.int(1, 5);
    if (start + days >= today) continue;
    const [jenisDiklatId, jenis] = rng.pick(COURSE_TYPES);
    rows.push({
      id: ctx.uuid(), ...ids(person), jenisKursusId: jenisDiklatId, jenisKursusNama: jenis, jenisKursusSertifikat: 'S', jenisDiklatId,
      namaKursus: `${jenis} ${rng.pick(names)}`, noSertipikat: `${rng.int(100, 999)}/${jenisDiklatId}/${parts(start).y}`,
      institusiPenyelenggara: 'Badan Pengembangan Sumber Daya Manusia Provinsi Jawa Timur', jumlahJam: days * 8, tahunKursus: parts(start).y,
      tanggalKursus: dmy(start), tanggalSelesaiKursus: dmy(start + days - 1), path: docPath(person, 881, 'Dok Sertifikat Kursus', start),
    });
  }
  return rows.sort((a, b) => a.tahunKursus - b.tahunKursus);
}

export function sertifikasiRows(rng, person, today, ctx) {
  const served = parts(today).y - parts(person.start).y;
  const teacher = person.track === 'guru' && !person.pppk && served >= 4;
  if (!teacher && !(person.positions.some((p) => p.type !== 4) && served >= 3 && rng.chance(0.12))) return [];
  const day = person.start + 365 * rng.int(2, Math.max(2, served - 1));
  if (day >= today) return [];
  const procurement = !teacher;
  return [{
    id: ctx.uuid(), namaSertifikasi: procurement ? 'Sertifikat Kompetensi Pengadaan Barang/Jasa Tingkat Dasar' : 'Sertifikat Pendidik',
    noSertifikat: `${rng.digits(12)}`, tanggalSertifikat: dmy(day), masaBerlakuSertMulai: dmy(day), masaBerlakuSertSelesai: dmy(procurement ? day + 3 * 365 : null),
    lembagaSertifikasiNama: procurement ? 'Lembaga Sertifikasi Profesi Pengadaan' : campus(rng),
    jenisSertifikasiNama: procurement ? 'Sertifikasi Kompetensi' : 'Sertifikasi Profesi', gelarDepanSert: '', gelarBelakangSert: '', sumber: 'SIASN',
    path: docPath(person, 1680, 'Sertifikat', day),
  }];
}

export function penghargaanRows(rng, person, today, ctx) {
  if (person.pppk) return [];
  return AWARDS.flatMap(([years, hargaId, hargaNama]) => {
    const tahun = parts(person.tmtCpns).y + years + rng.int(0, 1);
    const day = toDay(tahun, 8, 13);
    if (day >= today) return [];
    return [{ ID: ctx.uuid(), tahun, skNomor: `${rng.int(10, 99)}/TK/${tahun}`, skDate: dmy(day), hargaId, hargaNama, pnsOrangId: person.pnsId, path: docPath(person, 892, 'Dok Sertifikat Penghargaan', day) }];
  });
}
