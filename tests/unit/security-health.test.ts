import { describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { checkHealth } from '@/server/health/check-health';

describe('checkHealth', () => {
  it('reports the database down when it does not answer in time, without hanging', async () => {
    const started = Date.now();
    const report = await checkHealth({ openDb: () => new Promise<DbHandle>(() => undefined), timeoutMs: 200 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(report).toMatchObject({ status: 'degraded', database: { status: 'down' } });
  });

  it('reports the database down when opening it fails', async () => {
    const report = await checkHealth({ openDb: () => Promise.reject(new Error('ECONNREFUSED')) });
    expect(report.database).toEqual({ status: 'down' });
  });
});
