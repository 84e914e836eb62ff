import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { employees, personalDataReads, users } from '@/server/db/schema';
import { peekCachedReads } from '@/server/gateways/siasn/read-cache';
import { isNip, PERSONNEL_SECTION_KEYS } from '@/utils/catalogue/personnel-sections';

/**
 * The person's SIASN record as the portal last kept it (never a new call to SIASN): the copies in
 * the read cache, the province's synced row, and who among the staff read it. Nothing without a NIP.
 */
export async function collectRecord(db: Database, nip: string | null) {
  if (!isNip(nip)) return { siasn_tersimpan: null, data_pegawai_provinsi: null, riwayat_akses_data: [] };
  const [cached, [employee], reads] = await Promise.all([
    peekCachedReads([...new Set([...PERSONNEL_SECTION_KEYS, 'data-utama', 'ip-asn'])].map((key) => `${nip}:${key}`)),
    db.select().from(employees).where(eq(employees.nip, nip)),
    db
      .select({ read: personalDataReads, name: users.name, username: users.username })
      .from(personalDataReads)
      .innerJoin(users, eq(users.id, personalDataReads.readerId))
      .where(eq(personalDataReads.subjectNip, nip))
      .orderBy(asc(personalDataReads.at), asc(personalDataReads.id)),
  ]);
  return {
    siasn_tersimpan: Object.fromEntries(Object.entries(cached).map(([key, copy]) => [key.slice(nip.length + 1), copy])),
    data_pegawai_provinsi: employee ? { ...employee, syncedAt: employee.syncedAt.toISOString() } : null,
    riwayat_akses_data: reads.map(({ read, name, username }) => ({
      pembaca: name ?? username, peran: read.readerRole, bagian: read.part, tiket_id: read.ticketId, tujuan: read.purpose, waktu: read.at.toISOString(),
    })),
  };
}
