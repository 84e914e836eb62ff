import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { startingWith, type Reader } from '@/server/db/sql-helpers';
import { userSummaryColumns } from '@/server/tickets/user-summary';
import type { UserSummary } from '@/utils/schemas/common';

/**
 * People for pickers: a word of the name or the username starts with the term, or the NIP is
 * exactly the term. A NIP is a key, not a name: matching parts of it let anyone walk the whole
 * register digit by digit (issue 11). An exact username comes first.
 */
export function searchUsers({ db, term, limit }: { db: Reader; term: string; limit: number }): Promise<UserSummary[]> {
  const prefix = startingWith(term);
  return db
    .select(userSummaryColumns(users))
    .from(users)
    .where(or(ilike(users.name, prefix), ilike(users.name, `% ${prefix}`), ilike(users.username, prefix), eq(users.employeeNumber, term.trim())))
    .orderBy(sql`lower(${users.username}) = lower(${term}) desc`, asc(users.name), asc(users.id))
    .limit(limit);
}
