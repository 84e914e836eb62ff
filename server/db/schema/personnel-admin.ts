import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

// The agency's pipelines and reports (docs/personnel-admin.md): local copies of the province's
// lists, each replaced by a sync job in one transaction per period. `data` keeps the SIASN row as
// it came; the other columns are what lists filter and sort on.

const syncedAt = () => timestamp('synced_at', { withTimezone: true }).notNull().defaultNow();
const trgm = (name: string, column: Parameters<typeof sql>[1]) => index(name).using('gin', sql`${column} gin_trgm_ops`);

/** Promotions (kenaikan pangkat) of a KP period (`/pns/list-kp-instansi?periode=`). */
export const siasnKp = pgTable(
  'siasn_kp',
  {
    periode: date('periode', { mode: 'string' }).notNull(),
    id: text('id').notNull(),
    nip: text('nip').notNull(),
    nama: text('nama').notNull(),
    golonganBaruId: text('golongan_baru_id'),
    jenisKp: text('jenis_kp'),
    statusUsulan: text('status_usulan'),
    statusUsulanNama: text('status_usulan_nama'),
    tmtKp: date('tmt_kp', { mode: 'string' }),
    unorNama: text('unor_nama'),
    noSk: text('no_sk'),
    data: jsonb('data').notNull(),
    syncedAt: syncedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.periode, t.id] }),
    index('siasn_kp_periode_nama_idx').on(t.periode, t.nama),
    index('siasn_kp_periode_nip_idx').on(t.periode, t.nip),
    index('siasn_kp_periode_status_idx').on(t.periode, t.statusUsulan),
    trgm('siasn_kp_nama_trgm_idx', t.nama),
  ],
);

/** Dismissals and retirements (`/pns/list-pensiun-instansi?tglAwal=&tglAkhir=`), by TMT pensiun. */
export const siasnPemberhentian = pgTable(
  'siasn_pemberhentian',
  {
    id: text('id').primaryKey(),
    nip: text('nip').notNull(),
    nama: text('nama').notNull(),
    tmtPensiun: date('tmt_pensiun', { mode: 'string' }).notNull(),
    statusUsulan: text('status_usulan'),
    statusUsulanNama: text('status_usulan_nama'),
    detailLayananNama: text('detail_layanan_nama'),
    golonganId: text('golongan_id'),
    skNomor: text('sk_nomor'),
    data: jsonb('data').notNull(),
    syncedAt: syncedAt(),
  },
  (t) => [
    index('siasn_pemberhentian_tmt_idx').on(t.tmtPensiun, t.nama),
    index('siasn_pemberhentian_nip_idx').on(t.nip),
    trgm('siasn_pemberhentian_nama_trgm_idx', t.nama),
  ],
);

/** Appointments (pengadaan) of a year (`/pengadaan/list-pengadaan-instansi?tahun=`). */
export const siasnPengadaan = pgTable(
  'siasn_pengadaan',
  {
    tahun: integer('tahun').notNull(),
    id: text('id').notNull(),
    nip: text('nip').notNull(),
    nama: text('nama').notNull(),
    jenisFormasiId: text('jenis_formasi_id'),
    jenisFormasiNama: text('jenis_formasi_nama'),
    noSk: text('no_sk'),
    data: jsonb('data').notNull(),
    syncedAt: syncedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tahun, t.id] }),
    index('siasn_pengadaan_tahun_nama_idx').on(t.tahun, t.nama),
    index('siasn_pengadaan_nip_idx').on(t.nip),
    trgm('siasn_pengadaan_nama_trgm_idx', t.nama),
  ],
);

/** The province's employees from the agency gateway (`/report/employees`), replaced whole by a sync. */
export const employees = pgTable(
  'employees',
  {
    nip: text('nip').primaryKey(),
    nama: text('nama').notNull(),
    jenisPegawai: text('jenis_pegawai').notNull(),
    golongan: text('golongan'),
    jabatan: text('jabatan'),
    unorId: text('unor_id'),
    unorNama: text('unor_nama'),
    opdId: text('opd_id'),
    opdNama: text('opd_nama'),
    data: jsonb('data').notNull(),
    syncedAt: syncedAt(),
  },
  (t) => [
    index('employees_nama_idx').on(t.nama),
    index('employees_unor_idx').on(t.unorId),
    index('employees_opd_idx').on(t.opdId, t.nama),
    trgm('employees_nama_trgm_idx', t.nama),
    trgm('employees_unor_nama_trgm_idx', t.unorNama),
  ],
);

/**
 * Organisation units from SIASN's `ref-unor`; the sync rewrites the SIASN columns and keeps the
 * agency's own disparity columns (school unit, duplicate, active, NSPN, note), which admins edit.
 */
export const unor = pgTable(
  'unor',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    nama: text('nama').notNull(),
    namaJabatan: text('nama_jabatan'),
    eselonId: text('eselon_id'),
    indukId: text('induk_id'),
    kode: text('kode'),
    jenisUnorId: text('jenis_unor_id'),
    pemimpinPnsId: text('pemimpin_pns_id'),
    isSchool: boolean('is_school').notNull().default(false),
    isDuplicate: boolean('is_duplicate').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    nspn: text('nspn'),
    note: text('note'),
    editedBy: integer('edited_by').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    syncedAt: syncedAt(),
  },
  (t) => [index('unor_parent_idx').on(t.parentId, t.nama), trgm('unor_nama_trgm_idx', t.nama)],
);

/** The functional-position (JFT) reference, replaced whole by an xlsx upload. */
export const refJft = pgTable(
  'ref_jft',
  {
    id: text('id').primaryKey(),
    nama: text('nama').notNull(),
    jenjang: text('jenjang'),
    rumpun: text('rumpun'),
    bup: integer('bup'),
    kelasJabatan: integer('kelas_jabatan'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ref_jft_nama_idx').on(t.nama), trgm('ref_jft_nama_trgm_idx', t.nama)],
);

/**
 * The portal's IP ASN history (docs/personnel-admin.md section 4): SIASN answers only a person's
 * current score, so every reading is kept in the year of its `created_at` (WIB; the fetch year
 * when SIASN gives none), the latest reading of each year and person. Filled by the report's sync
 * job and by each read of a person's score.
 */
export const ipAsnScores = pgTable(
  'ip_asn_scores',
  {
    tahun: integer('tahun').notNull(),
    nip: text('nip').notNull(),
    nama: text('nama').notNull(),
    opdId: text('opd_id'),
    unorNama: text('unor_nama'),
    kualifikasi: doublePrecision('kualifikasi'),
    kompetensi: doublePrecision('kompetensi'),
    kinerja: doublePrecision('kinerja'),
    disiplin: doublePrecision('disiplin'),
    total: doublePrecision('total'),
    kategori: text('kategori'),
    /** SIASN's `created_at` (read as WIB); null when SIASN gave none. */
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    /** When the portal read this from SIASN. */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tahun, t.nip] }), index('ip_asn_scores_tahun_kategori_idx').on(t.tahun, t.kategori), index('ip_asn_scores_tahun_opd_idx').on(t.tahun, t.opdId)],
);

/** MFA activation (SUDAH / BELUM) per NIP from the uploaded activation list (`/mfa`). */
export const mfaActivations = pgTable('mfa_activations', {
  nip: text('nip').primaryKey(),
  status: text('status').$type<'SUDAH' | 'BELUM'>().notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SiasnKp = typeof siasnKp.$inferSelect;
export type SiasnPemberhentian = typeof siasnPemberhentian.$inferSelect;
export type SiasnPengadaan = typeof siasnPengadaan.$inferSelect;
export type Employee = typeof employees.$inferSelect;
export type Unor = typeof unor.$inferSelect;
export type RefJft = typeof refJft.$inferSelect;
export type IpAsnScore = typeof ipAsnScores.$inferSelect;
