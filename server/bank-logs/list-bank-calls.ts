import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { bankCalls, users } from '@/server/db/schema';
import { iso } from '@/server/tickets/user-summary';
import type { BankCallLogQuery, BankCallLogRow } from '@/utils/schemas/bank';
import type { LogPage } from '@/utils/schemas/siasn-logs';

/** A page of the bank call log, newest first (along bank_calls_at_idx), with the user each call was made for. */
export async function listBankCalls({ db, query }: { db: Database; query: BankCallLogQuery }): Promise<LogPage<BankCallLogRow>> {
  const where = query.outcome ? eq(bankCalls.outcome, query.outcome) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ call: bankCalls, userName: users.name, username: users.username })
      .from(bankCalls)
      .leftJoin(users, eq(users.id, bankCalls.userId))
      .where(where)
      .orderBy(desc(bankCalls.at), desc(bankCalls.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(bankCalls).where(where),
  ]);
  const data = rows.map(({ call, userName, username }) => ({
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
    user: call.userId === null || username === null ? null : { id: call.userId, name: userName, username },
  }));
  return { rows: data, total, page: query.page, limit: query.limit };
}
