import { z } from 'zod';

// Organisation units (docs/personnel-admin.md section 6): the tree's query, an admin's edit of
// the agency's disparity columns, and a node as the API answers it.
const unitId = z.string().trim().regex(/^[A-Za-z0-9-]{1,64}$/, 'ID unit tidak valid');

export const UnorQuerySchema = z.object({
  parentId: unitId.optional(),
  search: z.string().trim().min(2, 'Kata kunci paling sedikit 2 karakter').max(100, 'Kata kunci paling panjang 100 karakter').optional(),
});
export const UnorIdSchema = z.object({ id: unitId });

export const UnorEditSchema = z
  .object({
    isSchool: z.boolean(),
    isDuplicate: z.boolean(),
    isActive: z.boolean(),
    /** NPSN, the national school number: 8 digits, or empty to clear. */
    nspn: z
      .string()
      .trim()
      .regex(/^(\d{8})?$/, 'NPSN harus 8 angka')
      .transform((v) => v || null)
      .nullable(),
    note: z.string().trim().max(500, 'Catatan paling panjang 500 karakter').transform((v) => v || null).nullable(),
  })
  .partial()
  .refine((edit) => Object.keys(edit).length > 0, 'Tidak ada yang diubah');
export type UnorEdit = z.output<typeof UnorEditSchema>;

export interface UnorNode {
  id: string;
  parentId: string | null;
  nama: string;
  namaJabatan: string | null;
  eselonId: string | null;
  kode: string | null;
  isSchool: boolean;
  isDuplicate: boolean;
  isActive: boolean;
  nspn: string | null;
  note: string | null;
  hasChildren: boolean;
}
