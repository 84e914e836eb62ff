import { z } from 'zod';
import type { AdminPage } from './personnel-admin';
import { pageFields } from './query-params';

// The JFT reference (docs/personnel-admin.md section 4): its list query and what the list answers.

/** Search words: a name part, or the start of an ID. */
export const searchField = z.string().trim().max(100, 'Kata kunci paling panjang 100 karakter').optional();

export const RefJftQuerySchema = z.object({ ...pageFields, search: searchField });
export type RefJftQuery = z.output<typeof RefJftQuerySchema>;

export interface RefJftView {
  id: string;
  nama: string;
  jenjang: string | null;
  rumpun: string | null;
  bup: number | null;
  kelasJabatan: number | null;
}

/** A page of the reference and when it was last uploaded (null: never). */
export interface RefJftPage extends AdminPage<RefJftView> {
  updatedAt: string | null;
}
