import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import pengadaanSync from '@/pages/api/siasn/ws/admin/pengadaan/sync';
import ownSection from '@/pages/api/siasn/ws/pns/[section]';
import anySection from '@/pages/api/siasn/ws/admin/[nip]/[section]';
import { siasnCalls } from '@/server/db/schema';
import { flushSiasnCallLog } from '@/server/gateways/siasn/call-log';
import type { StartedJobView } from '@/utils/schemas/personnel-admin';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { useJobWorker, waitForJob } from '../helpers/job-fixtures';
import { DEMO_NIP, demoUsers, statedPurposes } from '../helpers/personnel-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

// Riwayat pengadaan from the stored agency lists (docs/personnel.md): nothing stored says so;
// after the pengadaan sync of a formation year, a person sees their own row of it and nobody
// else's, and SIASN is not asked for the section.
const ctx = useApiContext();
useSiasnSandbox();
useJobWorker();

interface Stored {
  rows: Record<string, unknown>[];
  syncedYears: number[];
}
interface SectionBody {
  data: Stored;
  fetchedAt: string;
  stale: boolean;
}

let pns: SessionUser;
let agent: SessionUser;
let admin: SessionUser;
// The demo user was appointed in 2011 (NIP digits 9-12): formation year 2010.
const FORMASI = Number(DEMO_NIP.user.slice(8, 12)) - 1;

beforeAll(async () => {
  ({ pns, agent, admin } = await demoUsers(ctx.db));
  await statedPurposes(ctx.db, [agent, admin]);
});

const own = (user: SessionUser) => ctx.api.call<SectionBody>(ownSection, { path: '/siasn/ws/pns/rw-pengadaan', params: { section: 'rw-pengadaan' }, user });
const ofNip = (nip: string) => ctx.api.call<SectionBody>(anySection, { path: `/siasn/ws/admin/${nip}/rw-pengadaan`, params: { nip, section: 'rw-pengadaan' }, user: agent });

async function sync(tahun: number) {
  const started = await ctx.api.call<StartedJobView>(pengadaanSync, { method: 'POST', path: '/siasn/ws/admin/pengadaan/sync', body: { tahun }, user: admin });
  expect(started.status).toBe(202);
  expect(await waitForJob(ctx, admin, started.body.job.id)).toMatchObject({ state: 'completed' });
}

describe('riwayat pengadaan from the stored agency lists', () => {
  it('says nothing is stored before any pengadaan sync', async () => {
    const res = await own(pns);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { rows: [], syncedYears: [] }, stale: false });
  });

  it('after the sync of the formation year shows the person their own row only, read from the table', async () => {
    await sync(FORMASI);
    const res = await own(pns);
    expect(res.status).toBe(200);
    expect(res.body.data.syncedYears).toEqual([FORMASI]);
    expect(res.body.data.rows).toHaveLength(1);
    expect(res.body.data.rows[0]).toMatchObject({ nip: DEMO_NIP.user, periode: String(FORMASI) });
    await flushSiasnCallLog();
    const asked = await ctx.db.select().from(siasnCalls).where(and(eq(siasnCalls.userId, pns.id), like(siasnCalls.path, '%/pengadaan/%')));
    expect(asked).toEqual([]);
    // Staff reading the same NIP see the same; another NIP, appointed in another year, has no row there.
    expect((await ofNip(DEMO_NIP.user)).body.data.rows.map((row) => row.nip)).toEqual([DEMO_NIP.user]);
    expect(DEMO_NIP.agent.slice(8, 12)).not.toBe(DEMO_NIP.user.slice(8, 12));
    expect((await ofNip(DEMO_NIP.agent)).body.data).toEqual({ rows: [], syncedYears: [FORMASI] });
  });
});
