import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import reportRoute from '@/pages/api/siasn/ws/report/ip-asn';
import ownReads from '@/pages/api/siasn/ws/pns/riwayat-akses';
import { flushBackgroundWrites } from '@/server/db/background-writes';
import { ipAsnScores, personalDataReads } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { PersonalDataReadView } from '@/utils/schemas/privacy';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { DEMO_NIP, userWithNip } from '../helpers/personnel-fixtures';

// Issue 33 (docs/privacy.md): an export that includes people is one access per person, named by
// the report; the person sees it as one line. The reader's own row is not recorded.
const ctx = useApiContext();
const TAHUN = 2021;
const PEOPLE = [DEMO_NIP.user, DEMO_NIP.user2, DEMO_NIP.admin];

let admin: SessionUser;
let owner: SessionUser;

beforeAll(async () => {
  admin = await userWithNip(ctx.db, 'admin', DEMO_NIP.admin);
  owner = await userWithNip(ctx.db, 'user', DEMO_NIP.user2);
  await ctx.db.insert(ipAsnScores).values(PEOPLE.map((nip, i) => ({ tahun: TAHUN, nip, nama: `Pegawai ${i}`, total: 70, kategori: 'Cukup' })));
});

const reads = async () => {
  await flushBackgroundWrites();
  return ctx.db.select().from(personalDataReads).where(inArray(personalDataReads.subjectNip, PEOPLE));
};

describe('an export that includes people', () => {
  it('records one access per person in it, with the report as its name, and none for the reader', async () => {
    const file = await ctx.api.call<Buffer>(reportRoute, { path: `/siasn/ws/report/ip-asn?tahun=${TAHUN}&limit=-1&format=csv`, user: admin, bytes: true });
    expect(file.status).toBe(200);
    const rows = await reads();
    expect(rows.map((r) => r.subjectNip).sort()).toEqual([DEMO_NIP.user, DEMO_NIP.user2].sort());
    for (const row of rows) expect(row).toMatchObject({ readerId: admin.id, readerRole: 'admin', part: 'laporan', source: 'report', report: `Ekspor Laporan IP ASN ${TAHUN}`, ticketId: null });
  });

  it('a page of the report on screen records nothing; the owner sees the export as one line', async () => {
    const before = (await reads()).length;
    expect((await ctx.api.call(reportRoute, { path: `/siasn/ws/report/ip-asn?tahun=${TAHUN}&limit=10`, user: admin })).status).toBe(200);
    expect(await reads()).toHaveLength(before);
    const mine = await ctx.api.call<Paginated<PersonalDataReadView>>(ownReads, { path: '/siasn/ws/pns/riwayat-akses?page=1&limit=10', user: owner });
    expect(mine.body.data).toEqual([expect.objectContaining({ reader: { id: admin.id, name: expect.any(String) }, part: 'laporan', source: 'report', report: `Ekspor Laporan IP ASN ${TAHUN}`, ticket: null })]);
    expect(await ctx.db.select().from(personalDataReads).where(eq(personalDataReads.readerId, owner.id))).toEqual([]);
  });
});
