import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { departments, users } from '@/server/db/schema';
import { containing } from '@/server/db/sql-helpers';
import { iso } from '@/server/tickets/user-summary';
import type { UserListItem, UserListQuerySchema } from '@/utils/schemas/users';

type Query = z.output<typeof UserListQuerySchema>;

/** The columns of a `UserListItem` (also answered by `PATCH /users/{id}`). */
export const userListColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  group: users.group,
  employee_number: users.employeeNumber,
  organization_id: users.organizationId,
  /** The unit in words (the identity provider gives only its code). */
  organization_name: departments.name,
  current_role: users.currentRole,
  last_login_at: users.lastLoginAt,
  deactivated_at: users.deactivatedAt,
};

/** One user's list row, read again after a change (role, activation). */
export async function readUserListItem(db: Database, id: number): Promise<UserListItem> {
  const [row] = await db.select(userListColumns).from(users).leftJoin(departments, eq(departments.id, users.organizationId)).where(eq(users.id, id));
  return { ...row, last_login_at: iso(row.last_login_at), deactivated_at: iso(row.deactivated_at) };
}

function filtersOf(query: Query): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.employeeNumber, pattern)));
  }
  if (query.role?.length) conditions.push(inArray(users.currentRole, query.role));
  if (query.group?.length) conditions.push(inArray(users.group, query.group));
  return and(...conditions);
}

export async function listUsers({ db, query }: { db: Database; query: Query }) {
  const where = filtersOf(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(userListColumns)
      .from(users)
      .leftJoin(departments, eq(departments.id, users.organizationId))
      .where(where)
      .orderBy(sql`${users.lastLoginAt} desc nulls last`, users.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { data: rows, total, page: query.page, limit: query.limit };
}
