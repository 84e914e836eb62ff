import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { isDraining } from './drain';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { status: 'up' | 'down'; driver?: string; latencyMs?: number };
  uptimeSeconds: number;
}

const DEFAULT_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The database's state for load balancers and monitoring. A database that does not answer
 * within `timeoutMs` counts as down: the probe itself must never hang.
 */
export async function checkHealth({ openDb, timeoutMs = DEFAULT_TIMEOUT_MS }: { openDb: () => Promise<DbHandle>; timeoutMs?: number }): Promise<HealthReport> {
  const uptimeSeconds = Math.round(process.uptime());
  const started = performance.now();
  try {
    const handle = await withTimeout(
      openDb().then(async (h) => {
        await h.db.execute(sql`select 1`);
        return h;
      }),
      timeoutMs,
    );
    const latencyMs = Math.round(performance.now() - started);
    return { status: 'ok', database: { status: 'up', driver: handle.driver, latencyMs }, uptimeSeconds };
  } catch {
    return { status: 'degraded', database: { status: 'down' }, uptimeSeconds };
  }
}

/** What anyone may know: alive or not. Load balancers need nothing more. */
export function publicHealth(report: HealthReport): Pick<HealthReport, 'status'> {
  return { status: report.status };
}

export interface Readiness {
  status: 'ready' | 'draining' | 'database-down';
}

/** Ready for new requests: not draining (checked first, without a query) and the database answers. */
export async function checkReadiness({ openDb, timeoutMs }: { openDb: () => Promise<DbHandle>; timeoutMs?: number }): Promise<Readiness> {
  if (isDraining()) return { status: 'draining' };
  const report = await checkHealth({ openDb, timeoutMs });
  return { status: report.database.status === 'up' ? 'ready' : 'database-down' };
}
