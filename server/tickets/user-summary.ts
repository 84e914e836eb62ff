import type { PgColumn } from 'drizzle-orm/pg-core';

type UserColumns = Record<'id' | 'name' | 'username' | 'image' | 'currentRole', PgColumn>;

/** The columns of a `UserSummary`, from `users` or an alias of it (requester, assignee, ...). */
export function userSummaryColumns<T extends UserColumns>(
  table: T,
): { id: T['id']; name: T['name']; username: T['username']; image: T['image']; current_role: T['currentRole'] } {
  return {
    id: table.id,
    name: table.name,
    username: table.username,
    image: table.image,
    current_role: table.currentRole,
  };
}

/** Dates leave the API as ISO strings; the database driver hands back `Date`s. */
export function iso(value: Date): string;
export function iso(value: Date | null): string | null;
export function iso(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}
