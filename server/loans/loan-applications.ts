import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { loanApplications } from '@/server/db/schema';
import { AppError, conflict, forbidden } from '@/server/http/errors';
import { getBankGateway } from '@/server/gateways/bank/client';
import { can } from '@/utils/permissions';
import { salarySourceOf } from '@/utils/rules/loan-salary';
import type { Paginated } from '@/utils/schemas/common';
import type { LoanApplicationBody, LoanApplicationView } from '@/utils/schemas/loans';
import type { SessionUser } from '@/utils/session-user';
import { applicantNip, applicantOf } from './applicant';
import { findOwnLoan, toLoanView } from './loan-view';

type Input = Required<Pick<LoanApplicationBody, 'nip' | 'loan_type' | 'amount' | 'tenor_months' | 'basic_salary' | 'region_code'>> & Pick<LoanApplicationBody, 'reference'>;

/**
 * `POST /layanan-keuangan/pengajuan` (apply-loan on the body's NIP). Checks, in order: a NIP on the
 * account (NO_NIP), the NIP is the session's (apply-loan), SIASN knows it (NOT_ASN); then the bank
 * simulates (the instalment and rate we keep; its 422 stops here) and files the application with
 * our uuid as `reference`, and only then our row is written. A failed bank call writes nothing.
 * The wizard sends its own uuid (`reference`): sent again after a lost answer, it answers the
 * application already filed; the bank, asked with the same reference, files nothing twice either.
 */
export async function submitLoanApplication({ db, user, input }: { db: Database; user: SessionUser; input: Input }): Promise<LoanApplicationView> {
  applicantNip(user);
  if (!can(user, 'apply-loan', { record: { nip: input.nip } })) throw forbidden('Anda hanya dapat mengajukan pinjaman atas NIP Anda sendiri');
  const id = input.reference ?? randomUUID();
  const filedBefore = await filedWith(db, user, id);
  if (filedBefore) return filedBefore;
  const applicant = await applicantOf(input.nip, user.id);
  const salarySource = salarySourceOf(input.basic_salary, applicant.basic_salary);
  const bank = getBankGateway();
  const ctx = { userId: user.id, nip: input.nip, loanType: input.loan_type };
  const terms = { loan_type: input.loan_type, basic_salary: input.basic_salary, tenor_months: input.tenor_months, region_code: input.region_code };
  const simulation = await bank.simulate({ ...terms, amount: input.amount }, ctx);
  const filed = await bank.submitApplication(
    { reference: id, nip: input.nip, name: applicant.name, unit: applicant.unit, rank: applicant.rank, ...terms, basic_salary_source: salarySource, amount: input.amount },
    ctx,
  );
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(loanApplications)
      .values({
        id,
        userId: user.id,
        nip: input.nip,
        name: applicant.name,
        unit: applicant.unit,
        rank: applicant.rank,
        loanType: input.loan_type,
        amount: input.amount,
        tenorMonths: input.tenor_months,
        basicSalary: input.basic_salary,
        basicSalarySource: salarySource,
        regionCode: input.region_code,
        monthlyInstallment: simulation.monthly_installment,
        ratePa: simulation.rate_pa,
        bankApplicationId: filed.application_id,
        status: filed.status,
        statusCheckedAt: new Date(),
      })
      // Every unique column, not only the id: the bank answers the same application to both requests,
      // and with the id alone as arbiter PostgreSQL could meet the twin first on the unique
      // bank_application_id and raise 23505 (a 500 seen once in CI, the two inserts truly concurrent).
      .onConflictDoNothing()
      .returning();
    return inserted;
  });
  if (row) return toLoanView(row);
  // Nothing inserted: the same reference was sent twice at once, and the other request wrote it.
  const raced = await filedWith(db, user, id);
  if (!raced) throw conflict();
  return raced;
}

/** The application already stored under `id`: the caller's, or 409 when the id is someone else's. */
async function filedWith(db: Database, user: SessionUser, id: string): Promise<LoanApplicationView | null> {
  const [row] = await db.select().from(loanApplications).where(eq(loanApplications.id, id));
  if (!row) return null;
  if (row.userId !== user.id) throw conflict('Referensi pengajuan ini sudah dipakai pengajuan lain');
  return toLoanView(row);
}

/** `GET /layanan-keuangan/pengajuan`: one's own applications, newest first. */
export async function listOwnLoans({ db, user, query }: { db: Database; user: SessionUser; query: { page: number; limit: number } }): Promise<Paginated<LoanApplicationView>> {
  const mine = eq(loanApplications.userId, user.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(loanApplications)
      .where(mine)
      .orderBy(desc(loanApplications.createdAt), desc(loanApplications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(loanApplications).where(mine),
  ]);
  return { data: rows.map(toLoanView), total, page: query.page, limit: query.limit };
}

export async function getOwnLoan({ db, user, id }: { db: Database; user: SessionUser; id: string }): Promise<LoanApplicationView> {
  return toLoanView(await findOwnLoan(db, user, id));
}

/** `POST /layanan-keuangan/pengajuan/{id}/status`: asks the bank now and keeps what it says. */
export async function refreshLoanStatus({ db, user, id }: { db: Database; user: SessionUser; id: string }): Promise<LoanApplicationView> {
  const row = await findOwnLoan(db, user, id);
  const answer = await getBankGateway().application(row.bankApplicationId, { userId: user.id, nip: row.nip, loanType: row.loanType });
  if (answer.reference !== row.id) throw new AppError('BANK_ERROR', 502);
  const now = new Date();
  const [updated] = await db
    .update(loanApplications)
    .set({ status: answer.status, statusCheckedAt: now, updatedAt: now })
    .where(eq(loanApplications.id, row.id))
    .returning();
  return toLoanView(updated);
}
