import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import kpList from '@/pages/api/siasn/ws/admin/kp';
import kpProxy from '@/pages/api/siasn/ws/admin/kp/proxy';
import kpSync from '@/pages/api/siasn/ws/admin/kp/sync';
import uploadSk from '@/pages/api/siasn/ws/admin/kp/upload-dok-sk-kp';
import { siasnKp, siasnWrites } from '@/server/db/schema';
import type { JobView, PipelinePage, StartedJobView } from '@/utils/schemas/personnel-admin';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { useJobWorker, waitForJob } from '../helpers/job-fixtures';
import { multipart, samplePdf } from '../helpers/pdf-fixtures';
import { applyEnv } from '../helpers/sandbox-lifecycle';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

// The KP pipeline at the scale of a province (docs/personnel-admin.md section 3): 10,000 rows
// paged from the SIASN sandbox with progress, a failure mid-way that keeps the previous list,
// and a decree uploaded for a proposal of the list.
const ROWS = 10_000;
const ctx = useApiContext();
const siasn = useSiasnSandbox({ listRows: ROWS });
useJobWorker();

let admin: SessionUser;
const PERIODE = '2026-04-01';
const stored = async () => (await ctx.db.select({ n: count() }).from(siasnKp).where(eq(siasnKp.periode, PERIODE)))[0].n;
const sync = () => ctx.api.call<StartedJobView>(kpSync, { method: 'POST', path: '/siasn/ws/admin/kp/sync', body: { periode: PERIODE }, user: admin });

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
});

describe('a 10,000-row KP sync', () => {
  it('completes with its progress reported along the way', async () => {
    const restore = applyEnv({ SIASN_LIST_PAGE_SIZE: '250' });
    try {
      const started = await sync();
      const seen: JobView[] = [];
      const ended = await waitForJob(ctx, admin, started.body.job.id, (job) => {
        seen.push(job);
        return job.state === 'completed' || job.state === 'failed';
      }, 120_000);
      expect(ended).toMatchObject({ state: 'completed', done: ROWS, total: ROWS });
      // At least one look while it ran, with part of the rows in.
      expect(seen.some((job) => job.state === 'running' && job.done > 0 && job.done < ROWS && job.total === ROWS)).toBe(true);
      expect(await stored()).toBe(ROWS);
      const page = await ctx.api.call<PipelinePage<{ nip: string }>>(kpList, { path: `/siasn/ws/admin/kp?periode=${PERIODE}&limit=100&page=100`, user: admin });
      expect(page.body).toMatchObject({ total: ROWS, page: 100 });
      expect(page.body.data).toHaveLength(100);
    } finally {
      restore();
    }
  }, 150_000);

  it('a SIASN failure after three pages leaves the previous list intact', async () => {
    siasn.sandbox.setFaults({ status: 503, pathPrefix: '/pns/list-kp-instansi', after: 3 });
    try {
      const started = await sync();
      const ended = await waitForJob(ctx, admin, started.body.job.id, undefined, 120_000);
      expect(ended.state).toBe('failed');
      expect(ended.done).toBeGreaterThan(0);
      expect(await stored()).toBe(ROWS);
    } finally {
      siasn.sandbox.resetFaults();
    }
  }, 150_000);

  it('uploads a decree for a proposal of the list; the row shows it and it opens through the portal', async () => {
    const [proposal] = await ctx.db.select().from(siasnKp).where(eq(siasnKp.periode, PERIODE)).limit(1);
    const answer = await ctx.api.call<{ message: string }>(uploadSk, {
      method: 'POST',
      path: '/siasn/ws/admin/kp/upload-dok-sk-kp',
      rawBody: multipart({ bytes: samplePdf('SK KP'), name: 'sk kp.pdf' }, { id_usulan: proposal.id, no_sk: '823.3/0412/204/2026', tgl_sk: '2026-03-20' }),
      user: admin,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [after] = await ctx.db.select().from(siasnKp).where(eq(siasnKp.id, proposal.id));
    const data = after.data as Record<string, string>;
    expect(after.noSk).toBe('823.3/0412/204/2026');
    expect(data.tgl_sk).toBe('20-03-2026');
    const [audit] = await ctx.db.select().from(siasnWrites).where(eq(siasnWrites.service, 'sk-kp'));
    expect(audit).toMatchObject({ nip: proposal.nip, action: 'upload', outcome: 'ok', riwayatId: proposal.id });
    const pdf = await ctx.api.call<Buffer>(kpProxy, { path: `/siasn/ws/admin/kp/proxy?filePath=${encodeURIComponent(data.path_ttd_sk)}`, user: admin, bytes: true });
    expect(pdf.status).toBe(200);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const notPdf = await ctx.api.call(uploadSk, {
      method: 'POST',
      path: '/siasn/ws/admin/kp/upload-dok-sk-kp',
      rawBody: multipart({ bytes: Buffer.from('bukan pdf'), name: 'sk.pdf' }, { id_usulan: proposal.id, no_sk: '1', tgl_sk: '2026-03-20' }),
      user: admin,
    });
    expect(notPdf.status).toBe(415);
  });
});
