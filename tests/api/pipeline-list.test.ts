import { describe, expect, it, beforeAll } from 'vitest';
import { siasnKp } from '@/server/db/schema';
import { listPipeline } from '@/server/pipelines/list';
import { sourceOf } from '@/server/pipelines/sources';
import { FIRST_PIPELINE_PAGE } from '@/utils/query/pipeline-periods';
import { openTestDb } from '../helpers/test-db';
import type { DbHandle } from '@/server/db/client';

// listPipeline reads the rows, the period's statuses and its latest job; the total and the copy time
// come from the statuses when nothing is filtered, from a count of the filtered rows otherwise.
const PERIODE = '2026-10-01';
const kp = sourceOf('kp');
let handle: DbHandle;

const row = (i: number, status: string | null, syncedAt: string) => ({
  periode: PERIODE,
  id: `u-${i}`,
  nip: `19900101201501${String(1000 + i)}`,
  nama: `Pegawai ${String(i).padStart(2, '0')}`,
  statusUsulan: status,
  statusUsulanNama: status && `Status ${status}`,
  data: {},
  syncedAt: new Date(syncedAt),
});

beforeAll(async () => {
  handle = await openTestDb();
  await handle.db.insert(siasnKp).values([
    ...Array.from({ length: 25 }, (_, i) => row(i, i % 2 ? '15' : '49', '2026-09-20T03:30:00.000Z')),
    row(25, null, '2026-09-21T01:00:00.000Z'),
    // Another period: never counted.
    { ...row(26, '15', '2026-12-01T00:00:00.000Z'), periode: '2027-04-01' },
  ]);
  return () => handle.close();
}, 60_000);

describe('a pipeline list page', () => {
  it('as it opens: the first page, the whole period counted (a row without status too), its statuses and its latest copy', async () => {
    const page = await listPipeline(handle.db, kp, { periode: PERIODE }, FIRST_PIPELINE_PAGE);
    expect(page.data.map((r) => r.nama)).toEqual(Array.from({ length: 20 }, (_, i) => `Pegawai ${String(i).padStart(2, '0')}`));
    expect(page).toMatchObject({ total: 26, page: 1, limit: 20, syncedAt: '2026-09-21T01:00:00.000Z', job: null });
    expect(page.statuses).toEqual([
      { value: '15', label: 'Status 15', count: 12 },
      { value: '49', label: 'Status 49', count: 13 },
    ]);
  });

  it("filtered: the total counts the matching rows, the statuses and copy time stay the period's", async () => {
    const byStatus = await listPipeline(handle.db, kp, { periode: PERIODE }, { ...FIRST_PIPELINE_PAGE, status: '15', page: 2, limit: 5 });
    expect(byStatus).toMatchObject({ total: 12, page: 2, syncedAt: '2026-09-21T01:00:00.000Z' });
    expect(byStatus.data.map((r) => r.nama)).toEqual(['Pegawai 11', 'Pegawai 13', 'Pegawai 15', 'Pegawai 17', 'Pegawai 19']);
    expect(byStatus.statuses.map((s) => s.count)).toEqual([12, 13]);
    const byName = await listPipeline(handle.db, kp, { periode: PERIODE }, { ...FIRST_PIPELINE_PAGE, search: 'pegawai 2' });
    expect(byName.total).toBe(6);
  });

  it('of a period never copied: nothing, no copy time', async () => {
    expect(await listPipeline(handle.db, kp, { periode: '2025-04-01' }, FIRST_PIPELINE_PAGE)).toMatchObject({ data: [], total: 0, statuses: [], syncedAt: null });
  });
});
