import { flushBackgroundWrites, writeInBackground } from '@/server/db/background-writes';
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
  writeInBackground('siasn_calls', (db) =>
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
  );
}

/** Settles once every background write started so far (siasn_calls, bank_calls) has finished or failed. */
export const flushSiasnCallLog = flushBackgroundWrites;
