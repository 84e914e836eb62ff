import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { subCategories, tickets } from '@/server/db/schema';
import { containing } from '@/server/db/sql-helpers';
import { forbidden } from '@/server/http/errors';
import { can } from '@/utils/permissions';
import type { TicketListQuerySchema } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { dueFilter } from './ticket-due';
import { waitingFilter } from './ticket-waiting';

export type TicketListFilters = z.output<typeof TicketListQuerySchema>;

/** Filters anyone may use; every other one needs `advanced-filter` (admins and agents). */
const ADVANCED_FILTERS = ['priority', 'category', 'sub_category', 'assignee', 'unassigned', 'requester', 'due', 'waiting'] as const;

const given = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined);

export function assertFiltersAllowed(user: SessionUser, query: TicketListFilters): void {
  if (ADVANCED_FILTERS.some((key) => given(query[key])) && !can(user, 'advanced-filter')) {
    throw forbidden('Filter lanjutan hanya untuk admin dan agen');
  }
}

/** Full-text match on title and description, or a title substring for short or partial words. */
export function ticketSearch(term: string): SQL | undefined {
  return or(
    sql`${tickets.searchVector} @@ websearch_to_tsquery('indonesian', ${term})`,
    ilike(tickets.title, containing(term)),
  );
}

const oneOf = <T>(column: Parameters<typeof inArray>[0], values: T[] | undefined) =>
  values?.length ? inArray(column, values) : undefined;

/** The SQL `where` of a list query (visibility is added by the caller). */
export function ticketFilters(user: SessionUser, query: TicketListFilters): SQL | undefined {
  const categoryIds = query.category?.length ? query.category : undefined;
  return and(
    oneOf(tickets.statusCode, query.status),
    oneOf(tickets.priorityCode, query.priority),
    oneOf(tickets.subCategoryId, query.sub_category),
    categoryIds
      ? inArray(tickets.subCategoryId, sql`(select ${subCategories.id} from ${subCategories} where ${inArray(subCategories.categoryId, categoryIds)})`)
      : undefined,
    oneOf(tickets.assigneeId, query.assignee),
    query.unassigned === true ? isNull(tickets.assigneeId) : undefined,
    query.unassigned === false ? sql`${tickets.assigneeId} is not null` : undefined,
    oneOf(tickets.requesterId, query.requester),
    query.published !== undefined ? eq(tickets.isPublished, query.published) : undefined,
    query.pinned !== undefined ? eq(tickets.isPinned, query.pinned) : undefined,
    query.scope === 'mine' ? eq(tickets.requesterId, user.id) : undefined,
    query.scope === 'assigned' ? eq(tickets.assigneeId, user.id) : undefined,
    query.search ? ticketSearch(query.search) : undefined,
    query.due ? dueFilter(query.due) : undefined,
    query.waiting !== undefined ? waitingFilter(query.waiting) : undefined,
  );
}
