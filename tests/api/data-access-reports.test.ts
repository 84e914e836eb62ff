import { beforeAll, describe, expect, it } from 'vitest';
import perReader from '@/pages/api/admin/akses-data/pembaca';
import perUnit from '@/pages/api/admin/akses-data/unit';
import unusual from '@/pages/api/admin/akses-data/tidak-wajar';
import { employees, personalDataReads } from '@/server/db/schema';
import type { ReaderAccessRow, UnitAccessRow, UnusualReader } from '@/utils/schemas/access-reports';
import type { Paginated } from '@/utils/schemas/common';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';

// The access reports of /admin/akses-data (docs/privacy.md) over reads written as the read paths
// write them: one day in Jakarta (07:00 WIB on 2026-11-10 is midnight UTC), five readers.
const ctx = useApiContext();
const nip = (i: number) => `198001012005011${String(i).padStart(3, '0')}`;
const AT = new Date('2026-11-10T00:00:00Z');
const RANGE = 'dari=2026-11-10&sampai=2026-11-10';

let admin: SessionUser;
let busy: SessionUser;
let quiet: SessionUser[];

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  busy = await createUser(ctx.db, { role: 'agent' });
  quiet = [await createUser(ctx.db, { role: 'agent' }), await createUser(ctx.db, { role: 'agent' }), await createUser(ctx.db, { role: 'admin' })];
  const read = (reader: SessionUser, i: number, extra: Partial<typeof personalDataReads.$inferInsert> = {}) => ({ readerId: reader.id, readerRole: reader.current_role, subjectNip: nip(i), part: 'data-utama', source: 'search' as const, purpose: 'Audit', at: AT, ...extra });
  await ctx.db.insert(personalDataReads).values([
    // 25 distinct people in the day against the others' 2 or 3: flagged.
    ...Array.from({ length: 25 }, (_, i) => read(busy, i)),
    read(busy, 0, { part: 'jabatan' }),
    ...quiet.flatMap((reader, r) => Array.from({ length: 2 + (r % 2) }, (_, i) => read(reader, i))),
    // An export of 40 people by a quiet reader: a read in the reports, not for the flag.
    ...Array.from({ length: 40 }, (_, i) => read(quiet[0], 100 + i, { part: 'laporan', source: 'report', purpose: null, report: 'Ekspor Laporan Pegawai' })),
    // The day before (in Jakarta), outside the range.
    read(busy, 200, { at: new Date('2026-11-09T16:59:00Z') }),
  ]);
  await ctx.db.insert(employees).values([0, 1, 2].map((i) => ({ nip: nip(i), nama: `Pegawai ${i}`, jenisPegawai: 'PNS', opdId: i === 2 ? 'B' : 'A', opdNama: i === 2 ? 'Dinas B' : 'Dinas A', data: {} })));
});

describe('the access reports', () => {
  it('counts reads and distinct people per reader, most first, a page at a time', async () => {
    const res = await ctx.api.call<Paginated<ReaderAccessRow>>(perReader, { path: `/admin/akses-data/pembaca?${RANGE}&limit=2`, user: admin });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.data).toEqual([
      { reader: { id: quiet[0].id, name: expect.any(String) }, role: 'agent', reads: 42, people: 42, last_at: AT.toISOString() },
      { reader: { id: busy.id, name: busy.name }, role: 'agent', reads: 26, people: 25, last_at: AT.toISOString() },
    ]);
  });

  it('counts per unit of the people read; people not in the employee list together', async () => {
    const res = await ctx.api.call<Paginated<UnitAccessRow>>(perUnit, { path: `/admin/akses-data/unit?${RANGE}`, user: admin });
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((u) => [u.unit, u.reads, u.people, u.readers])).toEqual([
      // The busy reader's 22 people outside the list and the 40 of the export.
      [null, 62, 62, 2],
      ['Dinas A', 9, 2, 4],
      ['Dinas B', 2, 1, 2],
    ]);
  });

  it('flags the reader above 3x the median of that day and at least 20; exports do not count', async () => {
    const res = await ctx.api.call<UnusualReader[]>(unusual, { path: `/admin/akses-data/tidak-wajar?${RANGE}`, user: admin });
    expect(res.body).toEqual([{ day: '2026-11-10', reader: { id: busy.id, name: busy.name }, people: 25, median: 2.5 }]);
    const dayBefore = await ctx.api.call<UnusualReader[]>(unusual, { path: '/admin/akses-data/tidak-wajar?dari=2026-11-09&sampai=2026-11-09', user: admin });
    expect(dayBefore.body).toEqual([]);
  });
});
