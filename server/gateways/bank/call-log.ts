import { getDb } from '@/server/db';
import { bankCalls, type BankCallOutcome, type LoanTypeCode } from '@/server/db/schema';
import { getLogger } from '@/server/log';

export interface BankCallRecord {
  method: string;
  /** The URL's path only: never a query string, header or body. */
  path: string;
  /** Null when no answer came (timeout, refused or reset connection). */
  status: number | null;
  outcome: BankCallOutcome;
  ms: number;
  userId: number | null;
  /** The only personal datum the log keeps (the issue allows it). */
  nip: string | null;
  loanType: LoanTypeCode | null;
  errorCode?: string;
}

// Inserts still running, so tests (and a clean shutdown) can wait for them.
const pending = new Set<Promise<void>>();

/**
 * Logs one HTTP call to the bank and stores it in bank_calls without making the caller wait: a
 * failed insert is logged as a warning and never fails the call.
 */
export function recordBankCall(call: BankCallRecord): void {
  // The log line leaves the NIP out: log files travel further than the admins' table.
  const { nip: _nip, ...fields } = call;
  if (call.outcome === 'ok') getLogger().info({ bank: fields }, 'bank call');
  else getLogger().warn({ bank: fields }, 'bank call failed');

  const at = new Date();
  const insert = getDb()
    .then((db) =>
      db.insert(bankCalls).values({
        at,
        method: call.method,
        path: call.path,
        status: call.status,
        outcome: call.outcome,
        durationMs: call.ms,
        userId: call.userId,
        nip: call.nip,
        loanType: call.loanType,
        errorCode: call.errorCode ?? null,
      }),
    )
    .then(
      () => undefined,
      (error: unknown) => {
        getLogger().warn({ bankCallLog: { error: error instanceof Error ? error.message : String(error) } }, 'bank_calls insert failed');
      },
    );
  pending.add(insert);
  void insert.finally(() => pending.delete(insert));
}

/** Settles once every bank_calls insert started so far has finished (or failed). */
export async function flushBankCallLog(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
