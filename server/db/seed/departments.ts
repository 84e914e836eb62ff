import type { Database } from '../client';
import { departments } from '../schema';

// Organisation units of the East Java provincial government (OPD) and some of their parts. The ids
// follow the identity sandbox's organization_id values (BKD.01.02, DINKES.02.04, ...): a unit's
// parent is its id without the last segment.
const UNITS: [id: string, name: string][] = [
  ['SETDA', 'Sekretariat Daerah Provinsi Jawa Timur'],
  ['BKD', 'Badan Kepegawaian Daerah Provinsi Jawa Timur'],
  ['BKD.01', 'Sekretariat Badan Kepegawaian Daerah'],
  ['BKD.01.01', 'Subbagian Umum dan Kepegawaian BKD'],
  ['BKD.01.02', 'Subbagian Perencanaan dan Keuangan BKD'],
  ['BKD.02', 'Bidang Pengadaan, Pemberhentian dan Informasi Kepegawaian'],
  ['BKD.03', 'Bidang Mutasi dan Promosi'],
  ['BKD.03.01', 'Subbidang Mutasi Jabatan'],
  ['BKD.04', 'Bidang Pengembangan Kompetensi Aparatur'],
  ['DINKES', 'Dinas Kesehatan Provinsi Jawa Timur'],
  ['DINKES.01', 'Sekretariat Dinas Kesehatan'],
  ['DINKES.02', 'Bidang Pelayanan Kesehatan'],
  ['DINKES.02.04', 'Seksi Pelayanan Kesehatan Rujukan'],
  ['DISDIK', 'Dinas Pendidikan Provinsi Jawa Timur'],
  ['DISDIK.01', 'Sekretariat Dinas Pendidikan'],
  ['DISDIK.05', 'Bidang Pembinaan Sekolah Menengah Kejuruan'],
  ['DISDIK.05.01', 'Seksi Kurikulum dan Penilaian SMK'],
  ['BAPPEDA', 'Badan Perencanaan Pembangunan Daerah Provinsi Jawa Timur'],
  ['BAPPEDA.01', 'Sekretariat Bappeda'],
  ['BAPPEDA.01.03', 'Subbagian Keuangan Bappeda'],
  ['BPKAD', 'Badan Pengelola Keuangan dan Aset Daerah Provinsi Jawa Timur'],
  ['BPSDM', 'Badan Pengembangan Sumber Daya Manusia Provinsi Jawa Timur'],
  ['INSPEKTORAT', 'Inspektorat Provinsi Jawa Timur'],
  ['DISHUB', 'Dinas Perhubungan Provinsi Jawa Timur'],
  ['DINSOS', 'Dinas Sosial Provinsi Jawa Timur'],
  ['DPMPTSP', 'Dinas Penanaman Modal dan Pelayanan Terpadu Satu Pintu Provinsi Jawa Timur'],
  ['DISKOMINFO', 'Dinas Komunikasi dan Informatika Provinsi Jawa Timur'],
];

const parentOf = (id: string) => (id.includes('.') ? id.slice(0, id.lastIndexOf('.')) : null);

/** Idempotent: units are matched by id; existing rows are left alone. */
export async function seedDemoDepartments(db: Database): Promise<void> {
  await db
    .insert(departments)
    .values(UNITS.map(([id, name]) => ({ id, name, parentId: parentOf(id) })))
    .onConflictDoNothing({ target: departments.id });
}
