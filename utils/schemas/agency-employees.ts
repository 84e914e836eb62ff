import { z } from 'zod';

// The agency gateway's employee list (`GET /pegawai?limit=&offset=`, docs/agency-gateway.md): one
// row per employee, as the agency sends it (snake_case). The server validates each page with this
// before the employees sync stores it (server/agency/employees.ts).

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = z.string().nullable();

export const EmployeeRowSchema = z.object({
  nip: z.string().regex(/^\d{18}$/),
  /** With titles: `dr. Siti Aminah, M.Kes.` */
  nama: z.string().min(1),
  jenis_pegawai: z.enum(['PNS', 'PPPK']),
  /** `III/b` (PNS) or a PPPK grade (`IX`). */
  golongan: text,
  jabatan: text,
  unor_id: text,
  unor_nama: text,
  /** The unit's top-level OPD (its IndukUnorId in ref-unor). */
  opd_id: text,
  opd_nama: text,
  tmt_pensiun: Day.nullable(),
  jenis_kelamin: z.enum(['M', 'F']).nullable(),
  pendidikan: text,
});

export type EmployeeRow = z.infer<typeof EmployeeRowSchema>;
