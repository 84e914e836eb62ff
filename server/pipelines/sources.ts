import { between, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { siasnKp, siasnPemberhentian, siasnPengadaan } from '@/server/db/schema';
import { parseRecordDate } from '@/utils/format/record-date';
import {
  KpPeriodSchema,
  PemberhentianPeriodSchema,
  PengadaanPeriodSchema,
  type KpPeriod,
  type PemberhentianPeriod,
  type PengadaanPeriod,
  type Pipeline,
} from '@/utils/schemas/personnel-admin';
import type { JobKind } from '@/server/jobs/types';

// The three agency lists (docs/personnel-admin.md section 3): where SIASN serves each, what of a
// row the local table keeps, and which of its columns lists search, filter and sort on.

/** A SIASN list row: ids come as numbers or texts; everything else is kept as it came. */
const text = z.union([z.string(), z.number()]).transform(String);
const optionalText = z.union([z.string(), z.number(), z.null()]).optional().transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));

const KpRow = z.looseObject({ id: text, nipBaru: text, nama: text, golonganBaruId: optionalText, jenis_kp: optionalText, statusUsulan: optionalText, statusUsulanNama: optionalText, tmtKp: optionalText, unor_nama: optionalText, no_sk: optionalText });
const PensiunRow = z.looseObject({ id: text, nipBaru: text, nama: text, tmtPensiun: text, statusUsulan: optionalText, statusUsulanNama: optionalText, detailLayananNama: optionalText, golonganId: optionalText, skNomor: optionalText });
const PengadaanRow = z.looseObject({ id: text, nip: text, nama: text, periode: optionalText, jenis_formasi_id: optionalText, jenis_formasi_nama: optionalText, no_sk: optionalText });

/** `YYYY-MM-DD` of a SIASN date (DD-MM-YYYY, or YYYY-MM-DD with a time), null when none. */
const isoOf = (value: string | null) => parseRecordDate(value)?.format('YYYY-MM-DD') ?? null;
/** DD-MM-YYYY, as the pensiun list wants its range. */
const dayFirst = (iso: string) => iso.split('-').reverse().join('-');

export interface PipelineSource<P> {
  pipeline: Pipeline;
  /** "KP", "Pemberhentian", "Pengadaan". */
  title: string;
  kind: JobKind;
  period: z.ZodType<P>;
  keyOf(period: P): string;
  /** "periode 01-10-2026" for titles and file names. */
  label(period: P): string;
  siasnPath: string;
  siasnQuery(period: P): Record<string, string>;
  /** The local row for one SIASN row of the period; throws a ZodError for a row missing its keys. */
  toRecord(row: unknown, period: P): Record<string, unknown>;
  table: PgTable;
  /** The rows of the period in the local table. */
  periodWhere(period: P): SQL;
  columns: { id: AnyPgColumn; nip: AnyPgColumn; statusName: AnyPgColumn; nama: AnyPgColumn; tanggal: AnyPgColumn; status: AnyPgColumn; data: AnyPgColumn; syncedAt: AnyPgColumn };
  /** The row keys holding SIASN document paths (download-dok `filePath`). */
  documentKeys: readonly string[];
}

const kp: PipelineSource<KpPeriod> = {
  pipeline: 'kp',
  title: 'KP',
  kind: 'kp-sync',
  period: KpPeriodSchema,
  keyOf: ({ periode }) => periode,
  label: ({ periode }) => `periode ${dayFirst(periode)}`,
  siasnPath: '/pns/list-kp-instansi',
  siasnQuery: ({ periode }) => ({ periode }),
  toRecord(row, { periode }) {
    const r = KpRow.parse(row);
    return { periode, id: r.id, nip: r.nipBaru, nama: r.nama, golonganBaruId: r.golonganBaruId, jenisKp: r.jenis_kp, statusUsulan: r.statusUsulan, statusUsulanNama: r.statusUsulanNama, tmtKp: isoOf(r.tmtKp), unorNama: r.unor_nama, noSk: r.no_sk, data: row };
  },
  table: siasnKp,
  periodWhere: ({ periode }) => eq(siasnKp.periode, periode),
  columns: { id: siasnKp.id, nip: siasnKp.nip, statusName: siasnKp.statusUsulanNama, nama: siasnKp.nama, tanggal: siasnKp.tmtKp, status: siasnKp.statusUsulan, data: siasnKp.data, syncedAt: siasnKp.syncedAt },
  documentKeys: ['path_ttd_pertek', 'path_ttd_sk', 'path_preview_sk'],
};

const pemberhentian: PipelineSource<PemberhentianPeriod> = {
  pipeline: 'pemberhentian',
  title: 'Pemberhentian',
  kind: 'pemberhentian-sync',
  period: PemberhentianPeriodSchema,
  keyOf: ({ tglAwal, tglAkhir }) => `${tglAwal}..${tglAkhir}`,
  label: ({ tglAwal, tglAkhir }) => `TMT ${dayFirst(tglAwal)} s.d. ${dayFirst(tglAkhir)}`,
  siasnPath: '/pns/list-pensiun-instansi',
  siasnQuery: ({ tglAwal, tglAkhir }) => ({ tglAwal: dayFirst(tglAwal), tglAkhir: dayFirst(tglAkhir) }),
  toRecord(row) {
    const r = PensiunRow.parse(row);
    const tmt = isoOf(r.tmtPensiun);
    if (!tmt) throw new z.ZodError([{ code: 'custom', path: ['tmtPensiun'], message: 'TMT pensiun bukan tanggal', input: r.tmtPensiun }]);
    return { id: r.id, nip: r.nipBaru, nama: r.nama, tmtPensiun: tmt, statusUsulan: r.statusUsulan, statusUsulanNama: r.statusUsulanNama, detailLayananNama: r.detailLayananNama, golonganId: r.golonganId, skNomor: r.skNomor, data: row };
  },
  table: siasnPemberhentian,
  periodWhere: ({ tglAwal, tglAkhir }) => between(siasnPemberhentian.tmtPensiun, tglAwal, tglAkhir),
  columns: { id: siasnPemberhentian.id, nip: siasnPemberhentian.nip, statusName: siasnPemberhentian.statusUsulanNama, nama: siasnPemberhentian.nama, tanggal: siasnPemberhentian.tmtPensiun, status: siasnPemberhentian.statusUsulan, data: siasnPemberhentian.data, syncedAt: siasnPemberhentian.syncedAt },
  documentKeys: ['pathSk', 'pathPertek', 'pathSkPreview'],
};

const pengadaan: PipelineSource<PengadaanPeriod> = {
  pipeline: 'pengadaan',
  title: 'Pengadaan',
  kind: 'pengadaan-sync',
  period: PengadaanPeriodSchema,
  keyOf: ({ tahun }) => String(tahun),
  label: ({ tahun }) => `tahun ${tahun}`,
  siasnPath: '/pengadaan/list-pengadaan-instansi',
  siasnQuery: ({ tahun }) => ({ tahun: String(tahun) }),
  toRecord(row, { tahun }) {
    const r = PengadaanRow.parse(row);
    // tahun is the formation year, which SIASN answers as the rows' periode: a row of another is not this year's.
    if (r.periode !== null && r.periode !== String(tahun)) {
      throw new z.ZodError([{ code: 'custom', path: ['periode'], message: 'Periode bukan tahun formasi yang disinkronkan', input: r.periode }]);
    }
    return { tahun, id: r.id, nip: r.nip, nama: r.nama, jenisFormasiId: r.jenis_formasi_id, jenisFormasiNama: r.jenis_formasi_nama, noSk: r.no_sk, data: row };
  },
  table: siasnPengadaan,
  periodWhere: ({ tahun }) => eq(siasnPengadaan.tahun, tahun),
  columns: { id: siasnPengadaan.id, nip: siasnPengadaan.nip, statusName: siasnPengadaan.jenisFormasiNama, nama: siasnPengadaan.nama, tanggal: siasnPengadaan.tahun, status: siasnPengadaan.jenisFormasiId, data: siasnPengadaan.data, syncedAt: siasnPengadaan.syncedAt },
  documentKeys: ['path_ttd_pertek', 'path_ttd_sk'],
};

export const PIPELINE_SOURCES = { kp, pemberhentian, pengadaan } as const;

export function sourceOf(pipeline: Pipeline): PipelineSource<unknown> {
  return PIPELINE_SOURCES[pipeline] as PipelineSource<unknown>;
}
