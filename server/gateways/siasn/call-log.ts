import { getDb } from '@/server/db';
import { siasnCalls, type SiasnCallOutcome } from '@/server/db/schema';
import { getLogger } from '@/server/log';

export interface SiasnCallRecord {
  method: string;
  /** Path and query of the URL called; never a header, a token or a body. */
  path: string;
  /** Null when no answer came (timeout, refused or reset connection). */
  status: number | null;
  outcome: SiasnCallOutcome;
  ms: number;
  userId: number | null;
  errorCode?: string;
}

// Inserts still running, so tests (and a clean shutdown) can wait for them.
const pending = new Set<Promise<void>>();

/**
 * Logs one HTTP call to SIASN and stores it in siasn_calls without making the caller wait: a
 * failed insert is logged as a warning and never fails the call.
 */
export function recordSiasnCall(call: SiasnCallRecord): void {
  const { errorCode, ...fields } = call;
  const line = { siasn: { ...fields, ...(errorCode ? { errorCode } : {}) } };
  if (call.outcome === 'ok' || call.outcome === 'empty') getLogger().info(line, 'siasn call');
  else getLogger().warn(line, 'siasn call failed');

  // The time of the call, not of the insert: inserts run concurrently and may finish out of order.
  const at = new Date();
  const insert = getDb()
    .then((db) =>
      db.insert(siasnCalls).values({
        at,
        method: call.method,
        path: call.path,
        status: call.status,
        outcome: call.outcome,
        durationMs: call.ms,
        userId: call.userId,
        errorCode: call.errorCode ?? null,
      }),
    )
    .then(
      () => undefined,
      (error: unknown) => {
        getLogger().warn({ siasnCallLog: { error: error instanceof Error ? error.message : String(error) } }, 'siasn_calls insert failed');
      },
    );
  pending.add(insert);
  void insert.finally(() => pending.delete(insert));
}

/** Settles once every siasn_calls insert started so far has finished (or failed). */
export async function flushSiasnCallLog(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
