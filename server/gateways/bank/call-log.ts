import { flushBackgroundWrites, writeInBackground } from '@/server/db/background-writes';
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

/**
 * Logs one HTTP call to the bank and stores it in bank_calls without making the caller wait: a
 * failed insert is logged as a warning and never fails the call.
 */
export function recordBankCall(call: BankCallRecord): void {
  // The log line leaves the NIP out: log files travel further than the admins' table.
  const { nip: _nip, ...fields } = call;
  if (call.outcome === 'ok') getLogger().info({ bank: fields }, 'bank call');
  else getLogger().warn({ bank: fields }, 'bank call failed');

  // The time of the call, not of the insert: inserts run concurrently and may finish out of order.
  const at = new Date();
  writeInBackground('bank_calls', (db) =>
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
  );
}

/** Settles once every bank_calls insert started so far has finished (or failed). */
export const flushBankCallLog = flushBackgroundWrites;
