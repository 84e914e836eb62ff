import type { employees } from '@/server/db/schema/personnel-admin';
import { getAgencyGateway } from '@/server/gateways/agency/client';
import { withQuery } from '@/utils/query';
import { EmployeeRowSchema, type EmployeeRow } from '@/utils/schemas/agency-employees';

// The agency gateway's employee list (docs/personnel-admin.md section 4), read a page at a time by
// the employees sync, which stores each row with toEmployeeRecord.

export type EmployeeRecord = typeof employees.$inferInsert;

/**
 * One page of the province's employees (ordered by NIP) and the list's total, each row validated.
 * AGENCY_ERROR 502 (also for a row of another shape) or AGENCY_TIMEOUT 504 when the agency fails.
 */
export function fetchEmployeePage({ offset, limit }: { offset: number; limit: number }): Promise<{ rows: EmployeeRow[]; count: number }> {
  return getAgencyGateway().getPage(withQuery('/pegawai', { limit, offset }), EmployeeRowSchema);
}

/** A row as the `employees` table takes it: the columns lists filter and sort on, and the row itself in `data`. */
export function toEmployeeRecord(row: EmployeeRow): EmployeeRecord {
  return {
    nip: row.nip,
    nama: row.nama,
    jenisPegawai: row.jenis_pegawai,
    golongan: row.golongan,
    jabatan: row.jabatan,
    unorId: row.unor_id,
    unorNama: row.unor_nama,
    opdId: row.opd_id,
    opdNama: row.opd_nama,
    data: row,
  };
}
