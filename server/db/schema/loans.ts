import { bigint, index, integer, numeric, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SalarySource } from '@/utils/rules/loan-salary';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** A loan type of the partner bank (spec section 3). */
export type LoanTypeCode = 'KPR' | 'KMG' | 'KKB';
/** The bank's application statuses: A1 Review Dokumen, A2 Dalam Proses, A3 Disetujui. */
export type LoanStatus = 'A1' | 'A2' | 'A3';


// Civil-servant loans brokered by the agency (docs/public-finance.md section 6). The id is also
// the `reference` the bank keeps, so a retried submission never files twice. Money in whole rupiah.
export const loanApplications = pgTable(
  'loan_applications',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nip: text('nip').notNull(),
    /** As SIASN had them when the application was sent. */
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    rank: text('rank').notNull().default(''),
    loanType: text('loan_type').$type<LoanTypeCode>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    tenorMonths: integer('tenor_months').notNull(),
    basicSalary: bigint('basic_salary', { mode: 'number' }).notNull(),
    /** `siasn`: SIASN's gaji pokok; `declared`: a value the applicant typed instead (sent and shown as such). */
    basicSalarySource: text('basic_salary_source').$type<SalarySource>().notNull().default('siasn'),
    regionCode: text('region_code').notNull(),
    monthlyInstallment: bigint('monthly_installment', { mode: 'number' }).notNull(),
    ratePa: numeric('rate_pa', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    bankApplicationId: text('bank_application_id').notNull().unique(),
    status: text('status').$type<LoanStatus>().notNull().default('A1'),
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('loan_applications_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

/** How one call to the bank ended: `rejected` is a 4xx rule answer (a tenor too long, say). */
export type BankCallOutcome = 'ok' | 'rejected' | 'error' | 'timeout' | 'unauthorized';

/**
 * One row per HTTP call to the bank, written after the call: what, how it ended, how long it took,
 * who asked. The NIP is the only personal datum (the issue allows it); never a name, salary,
 * amount, header or body.
 */
export const bankCalls = pgTable(
  'bank_calls',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** Null when no answer came (timeout, connection refused or reset). */
    status: integer('status'),
    outcome: text('outcome').$type<BankCallOutcome>().notNull(),
    durationMs: integer('duration_ms').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    nip: text('nip'),
    loanType: text('loan_type').$type<LoanTypeCode>(),
    errorCode: text('error_code'),
  },
  // Ascending: scanned backwards it gives `order by at desc, id desc` (docs/performance.md).
  (t) => [index('bank_calls_at_idx').on(t.at, t.id)],
);
