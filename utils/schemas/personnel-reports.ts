import { z } from 'zod';
import { ipAsnYearField, type IpAsnReading } from './ip-asn';
import type { JobView } from './personnel-admin';
import { pageFields } from './query-params';

// The report routes of docs/personnel-admin.md sections 4 and 7 (employees, IP ASN, reconciliation).

const search = z.string().trim().max(100, 'Kata kunci paling panjang 100 karakter').optional();
const unitId = z.string().trim().regex(/^[A-Za-z0-9-]{1,64}$/, 'ID unit tidak valid').optional();

/** A page size, or `-1` for the whole list as a download (spec section 9: employee download uses limit -1, format default excel). */
export const limitOrAll = z.union([z.literal('-1').transform(() => -1 as const), pageFields.limit]).default(20);
const format = z.enum(['xlsx', 'csv']).default('xlsx');

export const EmployeeReportQuerySchema = z.object({
  page: pageFields.page,
  limit: limitOrAll,
  search,
  opdId: unitId,
  jenis: z.enum(['PNS', 'PPPK']).optional(),
  format,
});
export type EmployeeReportQuery = z.output<typeof EmployeeReportQuerySchema>;

export const IpAsnReportQuerySchema = z.object({
  page: pageFields.page,
  limit: limitOrAll,
  format,
  tahun: ipAsnYearField.optional(),
  search,
  opdId: unitId,
  kategori: z.string().trim().max(40).optional(),
});
export type IpAsnReportQuery = z.output<typeof IpAsnReportQuerySchema>;

/** A row of the report: a person's reading kept for the year, with its dates. */
export type IpAsnScoreView = IpAsnReading;

export interface IpAsnReportPage {
  tahun: number;
  data: IpAsnScoreView[];
  total: number;
  page: number;
  limit: number;
  /** People per category over the whole year (and OPD filter); "Tidak ada nilai" for no score. */
  distribution: { kategori: string; total: number }[];
  /** The latest reading kept for the year (by the job or a person's page). */
  fetchedAt: string | null;
  job: JobView | null;
}

export interface EmployeeView {
  nip: string;
  nama: string;
  jenisPegawai: string;
  golongan: string | null;
  jabatan: string | null;
  unorNama: string | null;
  opdId: string | null;
  opdNama: string | null;
}

export interface OpdOption {
  id: string;
  nama: string;
  total: number;
}
