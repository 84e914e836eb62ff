import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { loanApplications } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { iso } from '@/server/tickets/user-summary';
import { loanStatusLabel } from '@/utils/rules/loan-status';
import type { LoanApplicationView } from '@/utils/schemas/loans';
import type { SessionUser } from '@/utils/session-user';

export type LoanRow = typeof loanApplications.$inferSelect;

export const toLoanView = (row: LoanRow): LoanApplicationView => ({
  id: row.id,
  nip: row.nip,
  name: row.name,
  unit: row.unit,
  rank: row.rank,
  loan_type: row.loanType,
  amount: row.amount,
  tenor_months: row.tenorMonths,
  basic_salary: row.basicSalary,
  basic_salary_source: row.basicSalarySource,
  region_code: row.regionCode,
  monthly_installment: row.monthlyInstallment,
  rate_pa: row.ratePa,
  bank_application_id: row.bankApplicationId,
  status: row.status,
  status_label: loanStatusLabel(row.status),
  status_checked_at: iso(row.statusCheckedAt),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** One of the user's own applications; anyone else's is 404, never "exists but not yours". */
export async function findOwnLoan(db: Database, user: SessionUser, id: string): Promise<LoanRow> {
  const [row] = await db
    .select()
    .from(loanApplications)
    .where(and(eq(loanApplications.id, id), eq(loanApplications.userId, user.id)));
  if (!row) throw notFound('Pengajuan pinjaman tidak ditemukan');
  return row;
}
