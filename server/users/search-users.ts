import { asc, ilike, or, sql } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { containing, type Reader } from '@/server/db/sql-helpers';
import { userSummaryColumns } from '@/server/tickets/user-summary';
import type { UserSummary } from '@/utils/schemas/common';

/** People for pickers (name, username or NIP contains the term); an exact username comes first. */
export function searchUsers({ db, term, limit }: { db: Reader; term: string; limit: number }): Promise<UserSummary[]> {
  const pattern = containing(term);
  return db
    .select(userSummaryColumns(users))
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.employeeNumber, pattern)))
    .orderBy(sql`lower(${users.username}) = lower(${term}) desc`, asc(users.name), asc(users.id))
    .limit(limit);
}
