// Issue 30: an xlsx upload unzipped and parsed the whole workbook in the request's process: 5 MB
// holding a million tiny rows took 34 s and +1.2 GB, a highly compressed sheet peaked at 3.1 GB,
// and health checks stalled. The intake (server/spreadsheets/read.ts, docs/security.md) checks the
// zip's directory first, reads rows in a memory-capped worker thread and stops at the row limit.
import { beforeAll, describe, expect, it } from 'vitest';
import health from '@/pages/api/health';
import listRoute from '@/pages/api/siasn/ws/report/ref-jft';
import { setRateLimitStore } from '@/server/http/rate-limit';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import { MAX_SPREADSHEET_ROWS } from '@/server/spreadsheets/read';
import type { InvalidSpreadsheetAnswer } from '@/utils/schemas/spreadsheets';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { hostileXlsx } from '../helpers/hostile-xlsx';
import { xlsxForm } from '../helpers/xlsx-fixtures';

const ctx = useApiContext();
let admin: SessionUser;
beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
});

const HEADERS = ['ID', 'Nama Jabatan', 'Jenjang', 'Rumpun', 'BUP', 'Kelas Jabatan'];
type Answer = InvalidSpreadsheetAnswer & { message: string };
const upload = (bytes: Buffer) => {
  setRateLimitStore(new MemoryRateLimitStore());
  return ctx.api.call<Answer>(listRoute, { method: 'POST', rawBody: xlsxForm(bytes), user: admin });
};
const MB = 1024 * 1024;
const rssMb = () => process.memoryUsage().rss / MB;

describe('xlsx intake under hostile workbooks', { timeout: 120_000 }, () => {
  it('refuses a sheet that would open past 40 MB from the zip directory (413), inflating nothing', async () => {
    const bomb = await hostileXlsx(HEADERS, { rows: 90_000, cellText: (r, c) => (c === 0 ? `JFT-${r}` : 'x'.repeat(60)) });
    expect(bomb.length).toBeLessThan(5 * MB);
    const before = rssMb();
    const started = performance.now();
    const res = await upload(bomb);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'SPREADSHEET_TOO_LARGE', message: expect.stringMatching(/terlalu besar setelah dibuka/) });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(rssMb() - before).toBeLessThan(100);
  });

  it('refuses a workbook of hundreds of parts (413)', async () => {
    const res = await upload(await hostileXlsx(HEADERS, { extra: 600 }));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/lebih dari 500 bagian/);
  });

  it('stops reading one row past the limit: many small rows (within 40 MB opened) are refused (422) without reading them all', async () => {
    const res = await upload(await hostileXlsx(HEADERS, { rows: 100_000 }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ reason: expect.stringMatching(`lebih dari ${MAX_SPREADSHEET_ROWS.toLocaleString('id-ID')} baris`) })]);
  });

  it('keeps /api/health under 1 s and the portal under +300 MB while two such uploads run at once', async () => {
    const files = await Promise.all([hostileXlsx(HEADERS, { rows: 100_000 }), hostileXlsx(HEADERS, { rows: 60_000, cellText: (r, c) => `${c}-${r}-${'y'.repeat(20)}` })]);
    const before = rssMb();
    let peak = before;
    let slowest = 0;
    let done = false;
    const uploads = Promise.all(files.map(upload)).finally(() => (done = true));
    while (!done) {
      const started = performance.now();
      expect((await ctx.api.call(health, { path: '/health' })).status).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      peak = Math.max(peak, rssMb());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await uploads).map((res) => res.status)).toEqual([422, 422]);
    expect(slowest).toBeLessThan(1_000);
    expect(peak - before).toBeLessThan(300);
  });
});
