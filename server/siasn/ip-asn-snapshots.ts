import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { ipAsnScores, type IpAsnScore } from '@/server/db/schema';
import type { Tx } from '@/server/db/sql-helpers';
import { ipAsnScoredAt, ipAsnYear } from '@/utils/rules/ip-asn';
import { ipasnCategory, truncate2 } from '@/utils/rules/performance';
import type { IpAsnPerson, IpAsnReading, IpAsnSnapshot } from '@/utils/schemas/ip-asn';

// The portal's IP ASN history (docs/personnel-admin.md section 4). SIASN answers a person's current
// score only; every reading is kept in the year of its created_at, the latest one per year.

const score = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? truncate2(value) : null);

/** One reading of SIASN's current score (`data` null: SIASN has none), dates as ISO text (a job stages it as JSON). */
export function ipAsnReading(person: IpAsnPerson, data: Record<string, unknown> | null, fetchedAt: Date): IpAsnReading {
  const scoredAt = data ? ipAsnScoredAt(data.created_at) : null;
  const total = score(data?.subtotal);
  return {
    tahun: ipAsnYear(scoredAt, fetchedAt),
    ...person,
    kualifikasi: score(data?.kualifikasi),
    kompetensi: score(data?.kompetensi),
    kinerja: score(data?.kinerja),
    disiplin: score(data?.disiplin),
    total,
    kategori: ipasnCategory(total),
    scoredAt: scoredAt?.toISOString() ?? null,
    fetchedAt: fetchedAt.toISOString(),
  };
}

const fresh = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Keeps readings, each in its own year: a later reading of a (year, NIP) replaces the kept one
 * (a repeat of the same score moves only `fetched_at`), except that a reading without a score
 * never hides a score the year already has. Other years stay as they are.
 */
export async function saveIpAsnReadings(db: Database | Tx, readings: readonly IpAsnReading[]): Promise<void> {
  if (readings.length === 0) return;
  const rows = readings.map((r) => ({ ...r, scoredAt: r.scoredAt ? new Date(r.scoredAt) : null, fetchedAt: new Date(r.fetchedAt) }));
  await db
    .insert(ipAsnScores)
    .values(rows)
    .onConflictDoUpdate({
      target: [ipAsnScores.tahun, ipAsnScores.nip],
      set: {
        nama: fresh('nama'),
        opdId: fresh('opd_id'),
        unorNama: fresh('unor_nama'),
        kualifikasi: fresh('kualifikasi'),
        kompetensi: fresh('kompetensi'),
        kinerja: fresh('kinerja'),
        disiplin: fresh('disiplin'),
        total: fresh('total'),
        kategori: fresh('kategori'),
        scoredAt: fresh('scored_at'),
        fetchedAt: fresh('fetched_at'),
      },
      setWhere: sql`excluded.fetched_at >= ${ipAsnScores.fetchedAt} and (excluded.total is not null or ${ipAsnScores.total} is null)`,
    });
}

/** A kept row as the screens read it. */
export function toIpAsnSnapshot(row: Pick<IpAsnScore, keyof IpAsnSnapshot>): IpAsnSnapshot {
  return {
    tahun: row.tahun,
    kualifikasi: row.kualifikasi,
    kompetensi: row.kompetensi,
    kinerja: row.kinerja,
    disiplin: row.disiplin,
    total: row.total,
    kategori: row.kategori,
    scoredAt: row.scoredAt?.toISOString() ?? null,
    fetchedAt: row.fetchedAt.toISOString(),
  };
}

/** A NIP's kept readings that have a score, newest year first; with `tahun`, that year's only. */
export async function ipAsnSnapshotsOf(db: Database, nip: string, tahun?: number): Promise<IpAsnSnapshot[]> {
  const rows = await db
    .select()
    .from(ipAsnScores)
    .where(and(eq(ipAsnScores.nip, nip), isNotNull(ipAsnScores.total), tahun === undefined ? undefined : eq(ipAsnScores.tahun, tahun)))
    .orderBy(desc(ipAsnScores.tahun));
  return rows.map(toIpAsnSnapshot);
}
