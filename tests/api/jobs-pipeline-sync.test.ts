import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import pengadaanList from '@/pages/api/siasn/ws/admin/pengadaan';
import pengadaanSync from '@/pages/api/siasn/ws/admin/pengadaan/sync';
import pengadaanDownload from '@/pages/api/siasn/ws/admin/pengadaan/download';
import pengadaanProxy from '@/pages/api/siasn/ws/admin/pengadaan/proxy';
import cancelRoute from '@/pages/api/jobs/[id]/cancel';
import retryRoute from '@/pages/api/jobs/[id]/retry';
import jobsRoute from '@/pages/api/jobs';
import { jobStage, siasnPengadaan } from '@/server/db/schema';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import type { AdminPage, JobView, PipelinePage, StartedJobView } from '@/utils/schemas/personnel-admin';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { useJobWorker, waitForJob } from '../helpers/job-fixtures';
import { applyEnv } from '../helpers/sandbox-lifecycle';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';
import { firstSheetOf, valuesOf } from '../helpers/xlsx-fixtures';

// The job queue end to end on this file's database (PGlite, or PostgreSQL in the api-pg project):
// a sync through pg-boss against the SIASN sandbox, one live run per period, a failure that
// leaves the previous list, cancel and retry (docs/personnel-admin.md sections 2 and 3).
const ctx = useApiContext();
const siasn = useSiasnSandbox();
useJobWorker();

let admin: SessionUser;
const TAHUN = 2021;

const sync = (tahun: number) => ctx.api.call<StartedJobView>(pengadaanSync, { method: 'POST', path: '/siasn/ws/admin/pengadaan/sync', body: { tahun }, user: admin });
const localRows = async (tahun: number) => (await ctx.db.select({ n: count() }).from(siasnPengadaan).where(eq(siasnPengadaan.tahun, tahun)))[0].n;

async function siasnCount(tahun: number): Promise<number> {
  const answer = await getSiasnGateway().get('/pengadaan/list-pengadaan-instansi', { query: { tahun, limit: 1, offset: 0 } });
  return answer.count ?? 0;
}

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
});

describe('a pipeline sync through the job queue', () => {
  it('copies the whole list page by page, reports progress, and answers the live job to a second request', async () => {
    const restore = applyEnv({ SIASN_LIST_PAGE_SIZE: '7' });
    try {
      const first = await sync(TAHUN);
      expect(first.status).toBe(202);
      expect(first.body.existing).toBe(false);
      expect(first.body.job).toMatchObject({ kind: 'pengadaan-sync', state: 'queued', params: { tahun: TAHUN } });
      const second = await sync(TAHUN);
      expect(second.body).toMatchObject({ existing: true, job: { id: first.body.job.id } });
      const done = await waitForJob(ctx, admin, first.body.job.id);
      const expected = await siasnCount(TAHUN);
      expect(expected).toBeGreaterThan(7);
      expect(done).toMatchObject({ state: 'completed', done: expected, total: expected, attempts: 1, error: null });
      expect(done.log?.map((line) => line.text).join('\n')).toContain(`${expected} baris tersimpan.`);
      expect(await localRows(TAHUN)).toBe(expected);
      // tahun is the formation year: every row stored under it is of that periode.
      const periodes = await ctx.db.selectDistinct({ periode: sql<string>`${siasnPengadaan.data}->>'periode'` }).from(siasnPengadaan).where(eq(siasnPengadaan.tahun, TAHUN));
      expect(periodes).toEqual([{ periode: String(TAHUN) }]);
      // The stage is cleared once the list is in.
      expect((await ctx.db.select({ n: count() }).from(jobStage))[0].n).toBe(0);
      const list = await ctx.api.call<PipelinePage<{ nip: string; nama: string }>>(pengadaanList, { path: `/siasn/ws/admin/pengadaan?tahun=${TAHUN}&limit=5&sort=nip`, user: admin });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ total: expected, page: 1, limit: 5, job: { id: first.body.job.id, state: 'completed' } });
      expect(list.body.data).toHaveLength(5);
      expect(list.body.data.map((r) => r.nip)).toEqual([...list.body.data.map((r) => r.nip)].sort());
      expect(list.body.syncedAt).not.toBeNull();
      // The status filter's choices: every row of the year under one of them.
      expect(list.body.statuses.reduce((n, st) => n + st.count, 0)).toBe(expected);
      expect(list.body.statuses[0]).toMatchObject({ value: expect.any(String), label: expect.any(String) });
    } finally {
      restore();
    }
  });

  it('downloads the stored list as a real xlsx (dates, amounts) and as csv, filtered like the list', async () => {
    const xlsx = await ctx.api.call<Buffer>(pengadaanDownload, { path: `/siasn/ws/admin/pengadaan/download?tahun=${TAHUN}`, user: admin, bytes: true });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toBe(`attachment; filename="pengadaan-${TAHUN}.xlsx"`);
    const rows = valuesOf(await firstSheetOf(xlsx.body));
    expect(rows[0]).toEqual(['NIP', 'Nama', 'Nomor Peserta', 'Jenis Formasi', 'Periode Formasi', 'Nomor SK', 'Tanggal SK', 'Kontrak Mulai', 'Kontrak Akhir', 'Golongan', 'Gaji Pokok', 'Masa Kerja (Tahun)', 'Masa Kerja (Bulan)']);
    expect(rows).toHaveLength((await localRows(TAHUN)) + 1);
    const stored = await ctx.db.select().from(siasnPengadaan).where(eq(siasnPengadaan.tahun, TAHUN)).orderBy(siasnPengadaan.nip, siasnPengadaan.id);
    expect(rows.slice(1, 4).map((r) => [r[0], r[1]])).toEqual(stored.slice(0, 3).map((r) => [r.nip, r.nama]));
    expect(rows[1][6]).toBeInstanceOf(Date);
    expect(typeof rows[1][10]).toBe('number');
    const csv = await ctx.api.call<string>(pengadaanDownload, { path: `/siasn/ws/admin/pengadaan/download?tahun=${TAHUN}&format=csv&search=${stored[0].nip}`, user: admin });
    expect(csv.status).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1].startsWith(`${stored[0].nip};`)).toBe(true);
  });

  it('opens a decree of a stored row through the portal, and nothing else', async () => {
    const [row] = await ctx.db.select().from(siasnPengadaan).where(eq(siasnPengadaan.tahun, TAHUN)).limit(1);
    const filePath = String((row.data as Record<string, unknown>).path_ttd_sk);
    const pdf = await ctx.api.call<Buffer>(pengadaanProxy, { path: `/siasn/ws/admin/pengadaan/proxy?filePath=${encodeURIComponent(filePath)}`, user: admin, bytes: true });
    expect(pdf.status, pdf.body.toString().slice(0, 200)).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await ctx.api.call(pengadaanProxy, { path: `/siasn/ws/admin/pengadaan/proxy?filePath=${encodeURIComponent('peremajaan/usulan/lain.pdf')}`, user: admin });
    expect(other.status).toBe(404);
  });

  it('a second sync of the same period replaces the list exactly (no duplicates, nothing left over)', async () => {
    const started = await sync(TAHUN);
    expect(started.body.existing).toBe(false);
    await waitForJob(ctx, admin, started.body.job.id);
    expect(await localRows(TAHUN)).toBe(await siasnCount(TAHUN));
  });

  it('SIASN failing on every try ends the job failed after the retries and leaves the previous list intact', async () => {
    const before = await localRows(TAHUN);
    siasn.sandbox.setFaults({ status: 500, pathPrefix: '/pengadaan/list-pengadaan-instansi' });
    try {
      const started = await sync(TAHUN);
      const ended = await waitForJob(ctx, admin, started.body.job.id);
      expect(ended).toMatchObject({ state: 'failed', attempts: 4 });
      expect(ended.error).toMatch(/SIASN/);
      expect(await localRows(TAHUN)).toBe(before);
      const failedList = await ctx.api.call<AdminPage<JobView>>(jobsRoute, { path: '/jobs?state=failed', user: admin });
      expect(failedList.body.data.map((j) => j.id)).toContain(started.body.job.id);
      // Retrying a failed job starts a new run with the same period, which now succeeds.
      siasn.sandbox.resetFaults();
      const retried = await ctx.api.call<StartedJobView>(retryRoute, { method: 'POST', path: `/jobs/${started.body.job.id}/retry`, params: { id: started.body.job.id }, user: admin });
      expect(retried.status).toBe(202);
      expect(retried.body.job.id).not.toBe(started.body.job.id);
      expect((await waitForJob(ctx, admin, retried.body.job.id)).state).toBe('completed');
    } finally {
      siasn.sandbox.resetFaults();
    }
  });

  it('cancelling a running sync stops it at the next page and keeps the previous list', async () => {
    const before = await localRows(TAHUN);
    const restore = applyEnv({ SIASN_LIST_PAGE_SIZE: '2', SIASN_LIST_PAGE_PAUSE_MS: '300' });
    try {
      const started = await sync(TAHUN);
      const id = started.body.job.id;
      await waitForJob(ctx, admin, id, (job) => job.state === 'running' && job.done > 0);
      const cancelled = await ctx.api.call<JobView>(cancelRoute, { method: 'POST', path: `/jobs/${id}/cancel`, params: { id }, user: admin });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.cancelRequested).toBe(true);
      const ended = await waitForJob(ctx, admin, id);
      expect(ended.state).toBe('cancelled');
      expect(ended.done).toBeLessThan(ended.total ?? Infinity);
      expect(await localRows(TAHUN)).toBe(before);
      const again = await ctx.api.call(cancelRoute, { method: 'POST', path: `/jobs/${id}/cancel`, params: { id }, user: admin });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'JOB_FINISHED' });
    } finally {
      restore();
    }
  });

  it('answers bad input with 400 and an unknown job with 404', async () => {
    expect((await sync(1999)).status).toBe(400);
    expect((await ctx.api.call(pengadaanSync, { method: 'POST', path: '/siasn/ws/admin/pengadaan/sync', body: { tahun: 'dua ribu' }, user: admin })).status).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await ctx.api.call(cancelRoute, { method: 'POST', path: `/jobs/${missing}/cancel`, params: { id: missing }, user: admin })).status).toBe(404);
    expect((await ctx.api.call(retryRoute, { method: 'POST', path: '/jobs/abc/retry', params: { id: 'abc' }, user: admin })).status).toBe(400);
  });
});
