import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { bankCalls } from '@/server/db/schema';
import { iso } from '@/server/tickets/user-summary';
import type { BankCallLogQuery, BankCallLogRow } from '@/utils/schemas/bank';
import type { LogPage } from '@/utils/schemas/siasn-logs';

/**
 * A page of the bank call log, newest first (along bank_calls_at_idx). No name of whom a call was
 * made for: the NIP is the only personal datum the log shows (issue 16).
 */
export async function listBankCalls({ db, query }: { db: Database; query: BankCallLogQuery }): Promise<LogPage<BankCallLogRow>> {
  const where = query.outcome ? eq(bankCalls.outcome, query.outcome) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(bankCalls)
      .where(where)
      .orderBy(desc(bankCalls.at), desc(bankCalls.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(bankCalls).where(where),
  ]);
  const data = rows.map((call) => ({
    id: call.id,
    at: iso(call.at),
    method: call.method,
    path: call.path,
    status: call.status,
    outcome: call.outcome,
    duration_ms: call.durationMs,
    nip: call.nip,
    loan_type: call.loanType,
    error_code: call.errorCode,
  }));
  return { rows: data, total, page: query.page, limit: query.limit };
}
