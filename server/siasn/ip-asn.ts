import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/server/db';
import { employees } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { cachedRead } from '@/server/gateways/siasn/read-cache';
import type { IpAsnAnswer, IpAsnPerson, IpAsnYearAnswer } from '@/utils/schemas/ip-asn';
import { ipAsnReading, ipAsnSnapshotsOf, saveIpAsnReadings } from './ip-asn-snapshots';
import { readDataUtama } from './read-section';

// Scores come as numeric texts (siasn-protocol.md section 3); the screen truncates them itself.
const Score = z.record(z.string(), z.unknown());
// How data utama names a person the employee report does not hold.
const Naming = z.object({ nama: z.unknown(), unorNama: z.unknown() });
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** SIASN's current IP ASN score of a NIP (null when it has none): one score, no year asked (siasn-protocol.md, Corrections). */
export async function loadCurrentIpAsn(nip: string, actor: number | null): Promise<Record<string, unknown> | null> {
  const answer = await getSiasnGateway().get(`/pns/nilaiipasn/${nip}`, { actor });
  if (!answer.found || answer.data == null) return null;
  const score = Score.safeParse(answer.data);
  if (!score.success) throw new AppError('SIASN_ERROR', 502);
  return score.data;
}

/**
 * The current score of a NIP from SIASN (through the read cache), kept as that year's reading, and
 * every year's kept reading. The person is named as the employee report names them, or as SIASN's
 * data utama does for someone the report does not hold.
 */
export async function readIpAsn({ db, nip, actor }: { db: Database; nip: string; actor: number | null }): Promise<IpAsnAnswer> {
  const utama = await readDataUtama({ nip, actor });
  const read = await cachedRead(`${nip}:ip-asn`, () => loadCurrentIpAsn(nip, actor));
  const [employee] = await db.select({ nama: employees.nama, opdId: employees.opdId, unorNama: employees.unorNama }).from(employees).where(eq(employees.nip, nip));
  const naming = Naming.parse(utama.value);
  const person: IpAsnPerson = employee ? { nip, ...employee } : { nip, nama: text(naming.nama) ?? nip, opdId: null, unorNama: text(naming.unorNama) };
  const reading = ipAsnReading(person, read.value, read.fetchedAt);
  await saveIpAsnReadings(db, [reading]);
  return {
    nip,
    current: { tahun: read.value ? reading.tahun : null, data: read.value, scoredAt: reading.scoredAt, fetchedAt: reading.fetchedAt, stale: read.stale },
    years: await ipAsnSnapshotsOf(db, nip),
  };
}

/** A year's kept reading of a NIP, or null when none is kept; SIASN is not asked (it knows only the current score). */
export async function readIpAsnYear({ db, nip, tahun }: { db: Database; nip: string; tahun: number }): Promise<IpAsnYearAnswer> {
  const [snapshot] = await ipAsnSnapshotsOf(db, nip, tahun);
  return { nip, tahun, snapshot: snapshot ?? null };
}
