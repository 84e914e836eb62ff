import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import kpSync from '@/pages/api/siasn/ws/admin/kp/sync';
import pengadaanSync from '@/pages/api/siasn/ws/admin/pengadaan/sync';
import { jobs } from '@/server/db/schema';
import { MAX_QUEUED_SYNCS_PER_KIND } from '@/server/pipelines/sync-jobs';
import type { StartedJobView } from '@/utils/schemas/personnel-admin';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

// What a sync request must be before a job is queued (docs/personnel-admin.md sections 2 and 3).
// No worker runs here: queued syncs stay queued, as behind a busy worker.
const ctx = useApiContext();
const siasn = useSiasnSandbox();

type Answer = StartedJobView & { code?: string; message?: string };
let admin: SessionUser;
const syncKp = (body: unknown) => ctx.api.call<Answer>(kpSync, { method: 'POST', path: '/siasn/ws/admin/kp/sync', body, user: admin });
const liveJobs = async (kind: string) => (await ctx.db.select({ n: count() }).from(jobs).where(and(eq(jobs.kind, kind), eq(jobs.state, 'queued'))))[0].n;

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
});

describe('a KP sync period', () => {
  it.each([
    ['the 15th of a month', '2026-10-15', 'Periode KP harus tanggal 1 suatu bulan'],
    ['more than a year ahead', `${new Date().getUTCFullYear() + 2}-04-01`, 'Periode KP paling jauh satu tahun dari hari ini'],
    ['before 2000', '1999-10-01', 'benar-benar ada'],
    ['not a date', '2026-10', 'YYYY-MM-DD'],
  ])('%s is 400 with a clear message and queues nothing', async (_label, periode, message) => {
    const res = await syncKp({ periode });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await liveJobs('kp-sync')).toBe(0);
    expect(siasn.sandbox.stats().calls).toBe(0);
  });
});

describe('the queue cap per kind', () => {
  it(`${MAX_QUEUED_SYNCS_PER_KIND} periods wait; the same period again is answered; a further one is 429 SYNC_QUEUE_FULL`, async () => {
    const periods = ['2026-04-01', '2026-10-01', '2027-04-01'];
    expect(periods).toHaveLength(MAX_QUEUED_SYNCS_PER_KIND);
    for (const periode of periods) {
      const res = await syncKp({ periode });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      expect(res.body.existing).toBe(false);
    }
    const again = await syncKp({ periode: '2026-10-01' });
    expect([again.status, again.body.existing]).toEqual([202, true]);

    const refused = await syncKp({ periode: '2025-10-01' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'SYNC_QUEUE_FULL', message: expect.stringContaining('Antrean sinkronisasi') });
    expect(await liveJobs('kp-sync')).toBe(MAX_QUEUED_SYNCS_PER_KIND);

    // Per kind: another pipeline still queues.
    const other = await ctx.api.call<Answer>(pengadaanSync, { method: 'POST', path: '/siasn/ws/admin/pengadaan/sync', body: { tahun: 2025 }, user: admin });
    expect(other.status, JSON.stringify(other.body)).toBe(202);
  });

  it('a finished run frees its place', async () => {
    await ctx.db.update(jobs).set({ state: 'completed' }).where(and(eq(jobs.kind, 'kp-sync'), eq(jobs.key, '2026-04-01')));
    expect((await syncKp({ periode: '2025-10-01' })).status).toBe(202);
  });
});
