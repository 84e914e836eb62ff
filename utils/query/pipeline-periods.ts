import type { ParsedUrlQuery } from 'node:querystring';
import type { PeriodQuery } from '@/services/personnel-admin';
import type { Pipeline, PipelineListQuery } from '@/utils/schemas/personnel-admin';
import { dayjs, type Dayjs } from '@/utils/format';

// Each pipeline's period as its URL carries it (docs/personnel-admin.md section 3), read without
// zod like the other list URLs (utils/query/url-params.ts): a value the API would not take is
// replaced by the default rather than failing the page. A range longer than the API allows is
// kept: the API's refusal says why.

export type PeriodReader = (query: ParsedUrlQuery, today: Dayjs) => PeriodQuery;

const ISO_DAY = 'YYYY-MM-DD';
const dayOf = (raw: unknown) => (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) && dayjs(raw, ISO_DAY, true).isValid() ? raw : undefined);

/** The KP period a list opens on: 1 April or 1 October, the first on or after `today`. */
export function nextKpPeriod(today: Dayjs): string {
  const day = today.format(ISO_DAY);
  const year = today.year();
  return [`${year}-04-01`, `${year}-10-01`].find((periode) => day <= periode) ?? `${year + 1}-04-01`;
}

export const readKpPeriod: PeriodReader = (query, today) => ({ periode: dayOf(query.periode) ?? nextKpPeriod(today) });

/** A TMT range; the calendar year of `today` by default. */
export const readPemberhentianPeriod: PeriodReader = (query, today) => {
  const [tglAwal, tglAkhir] = [dayOf(query.tglAwal), dayOf(query.tglAkhir)];
  return tglAwal && tglAkhir ? { tglAwal, tglAkhir } : { tglAwal: `${today.year()}-01-01`, tglAkhir: `${today.year()}-12-31` };
};

export const readPengadaanPeriod: PeriodReader = (query, today) => {
  const year = typeof query.tahun === 'string' && /^\d{4}$/.test(query.tahun) ? Number(query.tahun) : NaN;
  return { tahun: String(year >= 2000 && year <= 2100 ? year : today.year()) };
};

/** Each pipeline's period reader: the screen and the page's server render read the URL alike. */
export const PIPELINE_PERIOD_READERS: Record<Pipeline, PeriodReader> = {
  kp: readKpPeriod,
  pemberhentian: readPemberhentianPeriod,
  pengadaan: readPengadaanPeriod,
};

/** The orders a pipeline list takes (the API's `sort`); here, without zod, for the screen's first load too. */
export const PIPELINE_SORTS = ['nama', 'nip', 'tanggal', 'status'] as const;

/** Rows per page of a pipeline list. */
export const PIPELINE_PAGE_SIZE = 20;
export const DEFAULT_PIPELINE_SORT = { sort: 'nama', order: 'asc' } as const satisfies Pick<PipelineListQuery, 'sort' | 'order'>;
/** The list as it opens: first page, default sort, no filter (the server renders this one). */
export const FIRST_PIPELINE_PAGE: PipelineListQuery = { ...DEFAULT_PIPELINE_SORT, page: 1, limit: PIPELINE_PAGE_SIZE };
