import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import unorRoute from '@/pages/api/siasn/ws/admin/unor';
import unorEdit from '@/pages/api/siasn/ws/admin/unor/[id]';
import unorReport from '@/pages/api/siasn/ws/admin/unor/[id]/report';
import unorSync from '@/pages/api/siasn/ws/admin/unor/sync';
import { unor } from '@/server/db/schema';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import type { StartedJobView } from '@/utils/schemas/personnel-admin';
import type { UnorNode } from '@/utils/schemas/unor';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { useJobWorker, waitForJob } from '../helpers/job-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';
import { firstSheetOf, valuesOf } from '../helpers/xlsx-fixtures';

// Organisation units (docs/personnel-admin.md section 6): synced from SIASN's ref-unor, a lazy
// tree, the agency's disparity columns kept across syncs, a sub-tree report.
const ctx = useApiContext();
useSiasnSandbox();
useJobWorker();

let admin: SessionUser;
const nodes = (query = '') => ctx.api.call<UnorNode[]>(unorRoute, { path: `/siasn/ws/admin/unor${query}`, user: admin });
async function sync() {
  const started = await ctx.api.call<StartedJobView>(unorSync, { method: 'POST', path: '/siasn/ws/admin/unor/sync', user: admin });
  expect(started.status).toBe(202);
  return waitForJob(ctx, admin, started.body.job.id);
}

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  expect((await sync()).state).toBe('completed');
});

describe('organisation units', () => {
  it('copies every unit of ref-unor', async () => {
    const expected = (await getSiasnGateway().get('/referensi/ref-unor', { query: { limit: 1, offset: 0 } })).count;
    expect((await ctx.db.select({ n: count() }).from(unor))[0].n).toBe(expected);
  });

  it('answers the tree a level at a time, and units by name', async () => {
    // The roots are the province's OPDs (units without a unit above them).
    const roots = await nodes();
    expect(roots.status).toBe(200);
    expect(roots.body.length).toBeGreaterThan(10);
    expect(roots.body.every((r) => r.parentId === null)).toBe(true);
    const parent = roots.body.find((r) => r.hasChildren);
    const children = await nodes(`?parentId=${parent?.id}`);
    expect(children.body.length).toBeGreaterThan(0);
    expect(children.body.every((c) => c.parentId === parent?.id)).toBe(true);
    const word = children.body[0].nama.split(' ').slice(-1)[0];
    const found = await nodes(`?search=${encodeURIComponent(word)}`);
    expect(found.body.map((n) => n.id)).toContain(children.body[0].id);
  });

  it("keeps the agency's edits across a new sync, and refuses bad edits", async () => {
    const [school] = await ctx.db.select().from(unor).where(eq(unor.jenisUnorId, '2')).limit(1);
    const edit = (body: unknown) => ctx.api.call<UnorNode>(unorEdit, { method: 'PATCH', path: `/siasn/ws/admin/unor/${school.id}`, params: { id: school.id }, body, user: admin });
    const saved = await edit({ isSchool: true, nspn: '20512345', note: 'Sekolah dengan dua kode unit' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isSchool: true, nspn: '20512345', note: 'Sekolah dengan dua kode unit' });
    expect((await sync()).state).toBe('completed');
    const [after] = await ctx.db.select().from(unor).where(eq(unor.id, school.id));
    expect(after).toMatchObject({ isSchool: true, nspn: '20512345', note: 'Sekolah dengan dua kode unit', nama: school.nama, editedBy: admin.id });
    expect((await edit({ nspn: '123' })).status).toBe(400);
    expect((await edit({})).status).toBe(400);
    expect((await edit({ note: 'x'.repeat(501) })).status).toBe(400);
    const missing = await ctx.api.call(unorEdit, { method: 'PATCH', path: '/siasn/ws/admin/unor/tidak-ada', params: { id: 'tidak-ada' }, body: { isActive: false }, user: admin });
    expect(missing.status).toBe(404);
  });

  it('reports a unit and everything below it as xlsx, parents first', async () => {
    const [opd] = (await nodes()).body.filter((n) => n.hasChildren);
    const file = await ctx.api.call<Buffer>(unorReport, { path: `/siasn/ws/admin/unor/${opd.id}/report`, params: { id: opd.id }, user: admin, bytes: true });
    expect(file.status).toBe(200);
    const rows = valuesOf(await firstSheetOf(file.body));
    expect(rows[0]).toEqual(['ID Unit', 'Nama Unit', 'Unit Atasan', 'Jabatan Pimpinan', 'Eselon', 'Kode', 'Unit Sekolah', 'Duplikat', 'Aktif', 'NPSN', 'Catatan', 'Jumlah Pegawai']);
    expect(rows[1][0]).toBe(opd.id);
    const below = await ctx.db.select({ n: count() }).from(unor).where(eq(unor.indukId, opd.id));
    expect(rows.length - 1).toBeGreaterThanOrEqual(below[0].n);
    expect((await ctx.api.call(unorReport, { path: '/siasn/ws/admin/unor/tidak-ada/report', params: { id: 'tidak-ada' }, user: admin })).status).toBe(404);
  });
});
