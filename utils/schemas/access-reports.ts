import { z } from 'zod';
import type { Role } from '@/utils/permissions/types';
import { pageFields } from './query-params';

const Day = z.iso.date('Tanggal harus berformat YYYY-MM-DD');

const inOrder = (q: { dari: string; sampai: string }) => q.dari <= q.sampai;
const outOfOrder = { path: ['sampai'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal' };

/** A date range of the access reports (/admin/akses-data), both days included, in the portal's time zone. */
export const AccessRangeQuery = z.object({ dari: Day, sampai: Day }).refine(inOrder, outOfOrder);
export type AccessRangeQuery = z.output<typeof AccessRangeQuery>;

/** A page of a report over the range. */
export const AccessReportQuery = z.object({ dari: Day, sampai: Day, ...pageFields }).refine(inOrder, outOfOrder);
export type AccessReportQuery = z.output<typeof AccessReportQuery>;

/** Reads by one reader in the range (views; people: distinct records opened). */
export interface ReaderAccessRow {
  reader: { id: number; name: string };
  role: Role;
  reads: number;
  people: number;
  last_at: string;
}

/** Reads of the people of one unit (their OPD as last synced; null: not in the employee list). */
export interface UnitAccessRow {
  unit: string | null;
  reads: number;
  people: number;
  readers: number;
}

/** A reader flagged for one day: more distinct people than 3x that day's median of readers, and at least 20. */
export interface UnusualReader {
  day: string;
  reader: { id: number; name: string };
  people: number;
  median: number;
}
