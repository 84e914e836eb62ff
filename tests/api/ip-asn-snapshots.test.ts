import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ipAsn from '@/pages/api/siasn/[id]/ip-asn';
import { ipAsnScores } from '@/server/db/schema';
import { ipAsnReading, saveIpAsnReadings } from '@/server/siasn/ip-asn-snapshots';
import { ipAsnScoredAt } from '@/utils/rules/ip-asn';
import { truncate2 } from '@/utils/rules/performance';
import type { IpAsnAnswer, IpAsnYearAnswer } from '@/utils/schemas/ip-asn';
import type { SessionUser } from '@/utils/session-user';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { useApiContext } from '../helpers/api-context';
import { DEMO_NIP, userWithNip, statedPurposes } from '../helpers/personnel-fixtures';
import { applySiasnSandbox } from '../helpers/siasn-sandbox';

// A person's IP ASN history (docs/personnel-admin.md section 4): SIASN answers the current score
// only; each read keeps it in the year of its created_at. Time passes by starting the sandbox on a
// later day: its person is scored anew that year.
const ctx = useApiContext();
const NIP = DEMO_NIP.user;
const DAYS = { 2025: '2025-12-20', 2026: '2026-12-20' } as const;

let pns: SessionUser;
let agent: SessionUser;
const saved = { ...process.env };

beforeAll(async () => {
  pns = await userWithNip(ctx.db, 'user', NIP);
  agent = await userWithNip(ctx.db, 'agent', DEMO_NIP.agent);
  await statedPurposes(ctx.db, [agent]);
});
afterEach(() => {
  process.env.SIASN_CACHE_SECONDS = saved.SIASN_CACHE_SECONDS;
});

const read = <T = IpAsnAnswer>(id: string, user: SessionUser, query = '') => ctx.api.call<T>(ipAsn, { path: `/siasn/${id}/ip-asn${query}`, params: { id }, user });

/** Reads the score with SIASN on `day`; answers the reading and what SIASN held. */
async function readOn(day: string) {
  const applied = await applySiasnSandbox({ today: day });
  try {
    const res = await read(NIP, pns);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { body: res.body, siasn: generateProvince({ today: day }).nilaiIpasn(NIP)! };
  } finally {
    await applied.restore();
  }
}

const keptRows = () => ctx.db.select().from(ipAsnScores).where(eq(ipAsnScores.nip, NIP)).orderBy(ipAsnScores.tahun);

describe('IP ASN snapshots', () => {
  it('keeps two reads whose created_at fall in different years as two years, each with its own score and dates', async () => {
    const first = await readOn(DAYS[2025]);
    expect(first.siasn.created_at.slice(0, 4)).toBe('2025');
    const scoredAt = ipAsnScoredAt(first.siasn.created_at)!.toISOString();
    expect(first.body.current).toMatchObject({ tahun: 2025, scoredAt, stale: false, data: { subtotal: first.siasn.subtotal, created_at: first.siasn.created_at } });
    // Read in the real year (2026 or later) and still 2025's: the year is the score's, not the read's.
    expect(first.body.years).toEqual([expect.objectContaining({ tahun: 2025, total: truncate2(first.siasn.subtotal), scoredAt, fetchedAt: first.body.current.fetchedAt })]);
    // Not in the employee report: named as SIASN's data utama names them.
    const utama = generateProvince({ today: DAYS[2025] }).dataUtama(NIP)!;
    expect((await keptRows())[0]).toMatchObject({ nama: utama.nama, unorNama: utama.unorNama, opdId: null });

    const second = await readOn(DAYS[2026]);
    expect(second.body.current).toMatchObject({ tahun: 2026, scoredAt: ipAsnScoredAt(second.siasn.created_at)!.toISOString() });
    expect(second.body.years.map((y) => y.tahun)).toEqual([2026, 2025]);
    expect(second.body.years[1]).toEqual(first.body.years[0]);
    expect(second.body.years[0]).toMatchObject({ kualifikasi: truncate2(second.siasn.kualifikasi), kompetensi: truncate2(second.siasn.kompetensi), kinerja: truncate2(second.siasn.kinerja), disiplin: truncate2(second.siasn.disiplin) });

    // A year asks the store only: the kept reading, or none (never the current score under another year).
    const year = await read<IpAsnYearAnswer>(NIP, pns, '?tahun=2025');
    expect(year.body).toEqual({ nip: NIP, tahun: 2025, snapshot: first.body.years[0] });
    expect((await read<IpAsnYearAnswer>(NIP, pns, '?tahun=2024')).body).toEqual({ nip: NIP, tahun: 2024, snapshot: null });
  }, 60_000);

  it('a repeated read of the same score moves only fetched_at', async () => {
    const applied = await applySiasnSandbox({ today: DAYS[2026] });
    try {
      process.env.SIASN_CACHE_SECONDS = '0';
      await read(NIP, pns);
      const [before] = (await keptRows()).filter((row) => row.tahun === 2026);
      await sleep(5);
      const again = await read(NIP, pns);
      const rows = await keptRows();
      expect(rows.map((row) => row.tahun)).toEqual([2025, 2026]);
      const after = rows[1];
      expect(after.fetchedAt.getTime()).toBeGreaterThan(before.fetchedAt.getTime());
      expect(again.body.current.fetchedAt).toBe(after.fetchedAt.toISOString());
      expect({ ...after, fetchedAt: null }).toEqual({ ...before, fetchedAt: null });
    } finally {
      await applied.restore();
    }
  }, 30_000);

  it("refuses a stranger's NIP as before, the year included, and checks the NIP and the year", async () => {
    const applied = await applySiasnSandbox({ today: DAYS[2026] });
    try {
      expect((await read(DEMO_NIP.user2, pns)).status).toBe(403);
      expect((await read(DEMO_NIP.user2, pns, '?tahun=2025')).status).toBe(403);
      expect((await read(DEMO_NIP.user2, agent)).status).toBe(200);
      expect((await read('123', agent)).status).toBe(400);
      expect((await read(NIP, pns, '?tahun=20x5')).status).toBe(400);
      expect((await read(NIP, pns, '?tahun=1999')).status).toBe(400);
    } finally {
      await applied.restore();
    }
  }, 30_000);
});

describe('saveIpAsnReadings', () => {
  const person = { nip: '199505052020122005', nama: 'Pegawai Uji', opdId: null, unorNama: null };
  const score = (subtotal: string, createdAt?: string) => ({ kualifikasi: '20.00', kompetensi: '30.00', kinerja: '25.00', disiplin: '5.00', subtotal, ...(createdAt ? { created_at: createdAt } : {}) });
  const rowOf = async (tahun: number) => (await ctx.db.select().from(ipAsnScores).where(and(eq(ipAsnScores.nip, person.nip), eq(ipAsnScores.tahun, tahun))))[0];

  it('keeps a reading without a score in the fetch year, and never lets one hide a score the year has', async () => {
    await saveIpAsnReadings(ctx.db, [ipAsnReading(person, null, new Date('2026-02-01T03:00:00Z'))]);
    expect(await rowOf(2026)).toMatchObject({ total: null, kategori: null, scoredAt: null });
    await saveIpAsnReadings(ctx.db, [ipAsnReading(person, score('80.00', '2026-03-10 10:00:00'), new Date('2026-04-01T03:00:00Z'))]);
    expect(await rowOf(2026)).toMatchObject({ total: 80, kategori: 'Cukup', scoredAt: new Date('2026-03-10T03:00:00Z') });
    await saveIpAsnReadings(ctx.db, [ipAsnReading(person, null, new Date('2026-05-01T03:00:00Z'))]);
    expect(await rowOf(2026)).toMatchObject({ total: 80, fetchedAt: new Date('2026-04-01T03:00:00Z') });
  });

  it("keeps the latest reading of a year: a rescoring replaces it, an older reading does not; a score without a date goes to the fetch year", async () => {
    await saveIpAsnReadings(ctx.db, [ipAsnReading(person, score('91.00', '2026-09-01 08:00:00'), new Date('2026-09-02T03:00:00Z'))]);
    expect(await rowOf(2026)).toMatchObject({ total: 91, kategori: 'Sangat Tinggi' });
    await saveIpAsnReadings(ctx.db, [ipAsnReading(person, score('70.00', '2026-01-05 08:00:00'), new Date('2026-01-06T03:00:00Z'))]);
    expect(await rowOf(2026)).toMatchObject({ total: 91 });
    await saveIpAsnReadings(ctx.db, [ipAsnReading(person, score('66.00'), new Date('2027-02-01T03:00:00Z'))]);
    expect(await rowOf(2027)).toMatchObject({ total: 66, scoredAt: null });
    expect(await rowOf(2026)).toMatchObject({ total: 91 });
  });
});
