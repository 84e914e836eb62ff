import { asc, eq, max } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db';
import { siasnPengadaan } from '@/server/db/schema';
import type { CachedValue } from '@/server/gateways/siasn/read-cache';

/** Riwayat pengadaan: the NIP's rows of the stored agency lists, and which formation years are stored at all. */
export interface StoredPengadaan {
  rows: Record<string, unknown>[];
  /** Formation years (`tahun` = the rows' `periode`) the pengadaan sync has stored, oldest first. */
  syncedYears: number[];
}

/**
 * SIASN has no per-NIP procurement read (siasn-protocol.md 5): the portal keeps the agency list of
 * each formation year (the pengadaan sync, docs/personnel-admin.md 3) and a person's history is
 * their rows of it. `fetchedAt` is when SIASN gave the rows shown (the last sync when none), so
 * the screen dates them like any section.
 */
async function loadStoredPengadaan(db: Database, nip: string): Promise<CachedValue<StoredPengadaan>> {
  const [own, years] = await Promise.all([
    db.select({ data: siasnPengadaan.data, syncedAt: siasnPengadaan.syncedAt }).from(siasnPengadaan).where(eq(siasnPengadaan.nip, nip)).orderBy(asc(siasnPengadaan.tahun), asc(siasnPengadaan.id)),
    db.select({ tahun: siasnPengadaan.tahun, syncedAt: max(siasnPengadaan.syncedAt) }).from(siasnPengadaan).groupBy(siasnPengadaan.tahun).orderBy(asc(siasnPengadaan.tahun)),
  ]);
  const times = (own.length > 0 ? own : years).map((row) => new Date(row.syncedAt ?? 0).getTime());
  return {
    value: { rows: own.map((row) => row.data as Record<string, unknown>), syncedYears: years.map((row) => row.tahun) },
    fetchedAt: times.length > 0 ? new Date(Math.max(...times)) : new Date(),
    stale: false,
  };
}

export const readStoredPengadaan = async (nip: string) => loadStoredPengadaan(await getDb(), nip);
