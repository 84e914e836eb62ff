import { z } from 'zod';
import { pageFields } from './query-params';
import { PIPELINE_SORTS } from '@/utils/query/pipeline-periods';

// The personnel administration routes (docs/personnel-admin.md sections 2 and 3): periods, list
// queries, the jobs page's filters and the answers the screens read. Portal dates are YYYY-MM-DD.

const REAL_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar day `YYYY-MM-DD` between 2000 and 2100. */
export const isoDay = z.string().refine((text) => {
  const match = REAL_DAY.exec(text);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return y >= 2000 && y <= 2100 && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}, 'Tanggal harus berformat YYYY-MM-DD dan benar-benar ada');

const DAY_MS = 86_400_000;
/** The longest TMT range one pemberhentian sync or list covers. */
export const MAX_RANGE_DAYS = 366;

/** How far ahead a KP period may be: BKN opens the periods of the coming year, not later ones. */
export const KP_PERIOD_MAX_YEARS_AHEAD = 1;

/**
 * Why `periode` (a real `YYYY-MM-DD` from 2000) is not a KP period, or null: a period is the first
 * of a month, at most KP_PERIOD_MAX_YEARS_AHEAD year after `today` (docs/personnel-admin.md section 3).
 */
export function kpPeriodProblem(periode: string, today: Date = new Date()): string | null {
  if (!periode.endsWith('-01')) return 'Periode KP harus tanggal 1 suatu bulan (misalnya 2026-10-01)';
  const limit = new Date(Date.UTC(today.getUTCFullYear() + KP_PERIOD_MAX_YEARS_AHEAD, today.getUTCMonth(), today.getUTCDate()));
  if (periode > limit.toISOString().slice(0, 10)) return 'Periode KP paling jauh satu tahun dari hari ini';
  return null;
}

export const KpPeriodSchema = z.object({
  // Piped: a day that does not exist gets isoDay's message only.
  periode: isoDay.pipe(
    z.string().superRefine((periode, ctx) => {
      const problem = kpPeriodProblem(periode);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
});
export const PemberhentianPeriodSchema = z
  .object({ tglAwal: isoDay, tglAkhir: isoDay })
  .refine(({ tglAwal, tglAkhir }) => tglAkhir >= tglAwal, { message: 'Tanggal akhir tidak boleh sebelum tanggal awal', path: ['tglAkhir'] })
  .refine(({ tglAwal, tglAkhir }) => (Date.parse(tglAkhir) - Date.parse(tglAwal)) / DAY_MS <= MAX_RANGE_DAYS, {
    message: `Rentang tanggal paling lama ${MAX_RANGE_DAYS} hari`,
    path: ['tglAkhir'],
  });
export const PengadaanPeriodSchema = z.object({ tahun: z.coerce.number().int('Tahun harus bilangan bulat').min(2000, 'Tahun paling awal 2000').max(2100, 'Tahun paling akhir 2100') });

export type KpPeriod = z.output<typeof KpPeriodSchema>;
export type PemberhentianPeriod = z.output<typeof PemberhentianPeriodSchema>;
export type PengadaanPeriod = z.output<typeof PengadaanPeriodSchema>;

export const PIPELINES = ['kp', 'pemberhentian', 'pengadaan'] as const;
export type Pipeline = (typeof PIPELINES)[number];


/** Search, filter, sort and page of a pipeline list (the period comes with it). */
export const pipelineListFields = {
  ...pageFields,
  search: z.string().trim().max(100, 'Kata kunci paling panjang 100 karakter').optional(),
  status: z.string().trim().regex(/^[A-Za-z0-9 ._-]{1,40}$/, 'Status tidak dikenal').optional(),
  sort: z.enum(PIPELINE_SORTS).default('nama'),
  order: z.enum(['asc', 'desc']).default('asc'),
};
/** A pipeline list's query (without the period), as the API reads it and the screens send it. */
export type PipelineListQuery = z.output<z.ZodObject<typeof pipelineListFields>>;

export const DownloadFormatSchema = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

export const PipelineDocumentQuerySchema = z.object({ filePath: z.string().min(1, 'filePath wajib diisi').max(500) });

/** The job kinds of section 2. */
export const JOB_KINDS = ['kp-sync', 'pemberhentian-sync', 'pengadaan-sync', 'employees-sync', 'unor-sync', 'ip-asn-sync'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const JOB_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export const JobListQuerySchema = z.object({
  ...pageFields,
  kind: z.enum(JOB_KINDS).optional(),
  state: z.enum(JOB_STATES).optional(),
});
export const JobIdSchema = z.object({ id: z.uuid('ID proses tidak valid') });

export type JobState = (typeof JOB_STATES)[number];
export type JobListQuery = z.output<typeof JobListQuerySchema>;

/** A job as the API answers it (times ISO). */
export interface JobView {
  id: string;
  kind: string;
  title: string;
  key: string;
  params: Record<string, unknown>;
  state: JobState;
  done: number;
  total: number | null;
  error: string | null;
  attempts: number;
  cancelRequested: boolean;
  createdBy: number | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  log?: { at: string; text: string }[];
}

export interface StartedJobView {
  job: JobView;
  existing: boolean;
}

export interface AdminPage<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

/** One row of a pipeline list: the columns the lists use, and SIASN's row as it came (`data`). */
export interface PipelineRow {
  id: string;
  nip: string;
  nama: string;
  data: Record<string, unknown>;
  [column: string]: unknown;
}

/** One status (pengadaan: jenis formasi) of a period's list, with SIASN's name for it and how many rows carry it. */
export interface PipelineStatus {
  value: string;
  label: string | null;
  count: number;
}

/** A pipeline list: its rows, the period's statuses (the filter), when it was last copied, and its last sync. */
export interface PipelinePage<T = PipelineRow> extends AdminPage<T> {
  statuses: PipelineStatus[];
  syncedAt: string | null;
  job: JobView | null;
}
