import { and, asc, count, eq, ilike, like, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { employees, mfaActivations } from '@/server/db/schema';
import { containing, startingWith } from '@/server/db/sql-helpers';
import type { MfaPage, MfaQuery } from '@/utils/schemas/mfa';

/**
 * A page of the MFA activation list by NIP, with the employee's name and OPD from the local
 * employees table (null for a NIP it does not hold). `search`: digits are a NIP prefix, else a
 * name part; `opdId` keeps the NIPs of that OPD's employees.
 */
export async function listMfa(db: Database, query: MfaQuery): Promise<MfaPage> {
  const filters: SQL[] = [];
  const term = query.search;
  if (term) filters.push(/^\d+$/.test(term) ? like(mfaActivations.nip, startingWith(term)) : ilike(employees.nama, containing(term)));
  if (query.status) filters.push(eq(mfaActivations.status, query.status));
  if (query.opdId) filters.push(eq(employees.opdId, query.opdId));
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ nip: mfaActivations.nip, status: mfaActivations.status, nama: employees.nama, opdNama: employees.opdNama, uploadedAt: mfaActivations.uploadedAt })
      .from(mfaActivations)
      .leftJoin(employees, eq(employees.nip, mfaActivations.nip))
      .where(where)
      .orderBy(asc(mfaActivations.nip))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(mfaActivations).leftJoin(employees, eq(employees.nip, mfaActivations.nip)).where(where),
  ]);
  return { data: rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() })), total, page: query.page, limit: query.limit };
}
