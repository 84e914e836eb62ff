import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { status: 'up' | 'down'; driver?: string; latencyMs?: number };
  uptimeSeconds: number;
}

export async function checkHealth({ openDb }: { openDb: () => Promise<DbHandle> }): Promise<HealthReport> {
  const uptimeSeconds = Math.round(process.uptime());
  const started = performance.now();
  try {
    const handle = await openDb();
    await handle.db.execute(sql`select 1`);
    const latencyMs = Math.round(performance.now() - started);
    return { status: 'ok', database: { status: 'up', driver: handle.driver, latencyMs }, uptimeSeconds };
  } catch {
    return { status: 'degraded', database: { status: 'down' }, uptimeSeconds };
  }
}
