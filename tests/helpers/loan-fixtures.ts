import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { loanApplications } from '@/server/db/schema';
import { getBankGateway } from '@/server/gateways/bank/client';
import type { LoanStatus } from '@/server/db/schema/loans';
import type { SessionUser } from '@/utils/session-user';

/** A KMG the sandbox accepts for the NIP: 50 million over 60 months on a 5 million salary in Surabaya. */
export const loanBody = (nip: string, overrides: Record<string, unknown> = {}) => ({
  nip,
  loan_type: 'KMG',
  amount: 50_000_000,
  tenor_months: 60,
  basic_salary: 5_000_000,
  region_code: '3578',
  ...overrides,
});

export const loanRowsOf = (db: Database, userId: number) => db.select().from(loanApplications).where(eq(loanApplications.userId, userId));

let counter = 0;

/**
 * An application of `owner` straight in our table. With `atBank` it is filed at the bank sandbox
 * first (the NIP, name and terms of the body), so the status routes find it there.
 */
export async function insertLoan(db: Database, owner: SessionUser, { atBank = false, status = 'A1' as LoanStatus, createdAt = new Date() } = {}) {
  const id = randomUUID();
  const nip = owner.employee_number ?? '199001012020011001';
  const body = loanBody(nip) as ReturnType<typeof loanBody> & { loan_type: 'KMG' };
  counter += 1;
  const bankId = atBank
    ? (await getBankGateway().submitApplication({ ...body, reference: id, name: 'Pemohon Uji', unit: 'Unit Uji', rank: 'III/a - Penata Muda', basic_salary_source: 'siasn' }, { userId: owner.id })).application_id
    : `BJ-2026-9${String(counter).padStart(5, '0')}`;
  const [row] = await db
    .insert(loanApplications)
    .values({
      id,
      userId: owner.id,
      nip,
      name: 'Pemohon Uji',
      unit: 'Unit Uji',
      rank: 'III/a - Penata Muda',
      loanType: 'KMG',
      amount: body.amount,
      tenorMonths: body.tenor_months,
      basicSalary: body.basic_salary,
      regionCode: body.region_code,
      monthlyInstallment: 1_043_000,
      ratePa: 9.25,
      bankApplicationId: bankId,
      status,
      createdAt,
      statusCheckedAt: createdAt,
    })
    .returning();
  return row;
}
