import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import { categories, priorities, status, subCategories, tickets, users } from '@/server/db/schema';
import type { TicketListItem } from '@/utils/schemas/tickets';
import { iso, userSummaryColumns } from './user-summary';

type Reader = Pick<Database, 'select'>;

export const requesters = alias(users, 'requester');
export const assignees = alias(users, 'assignee');

/** One row per ticket with everything a list item shows: the joins below, no extra queries. */
export const ticketListColumns = {
  ticket: tickets,
  status: { code: status.code, name: status.name, color: status.color },
  priority: { code: priorities.code, name: priorities.name, color: priorities.color },
  subCategory: {
    id: subCategories.id,
    name: subCategories.name,
    duration_target_hours: subCategories.durationTargetHours,
  },
  category: { id: categories.id, name: categories.name },
  requester: userSummaryColumns(requesters),
  assignee: userSummaryColumns(assignees),
};

/** `select ... from tickets` with the joins of `ticketListColumns`; callers add where/order/limit. */
export function selectTicketRows(db: Reader) {
  return db
    .select(ticketListColumns)
    .from(tickets)
    .innerJoin(status, eq(status.code, tickets.statusCode))
    .innerJoin(requesters, eq(requesters.id, tickets.requesterId))
    .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
    .leftJoin(priorities, eq(priorities.code, tickets.priorityCode))
    .leftJoin(subCategories, eq(subCategories.id, tickets.subCategoryId))
    .leftJoin(categories, eq(categories.id, subCategories.categoryId))
    .$dynamic();
}

/** Sort key for `sort=priority`: highest priority first, tickets without one last. */
export const prioritySortKey = sql`${priorities.sortOrder} desc nulls last`;

export type TicketRow = Awaited<ReturnType<typeof selectTicketRows>>[number];

export function toTicketListItem(row: TicketRow): TicketListItem {
  const { ticket } = row;
  return {
    id: ticket.id,
    number: ticket.number,
    title: ticket.title,
    status: row.status,
    priority: row.priority,
    sub_category: row.subCategory && row.category ? { ...row.subCategory, category: row.category } : null,
    requester: row.requester,
    assignee: row.assignee,
    requester_id: ticket.requesterId,
    assignee_id: ticket.assigneeId,
    is_published: ticket.isPublished,
    is_locked: ticket.isLocked,
    is_pinned: ticket.isPinned,
    total_comments: ticket.totalComments,
    created_at: iso(ticket.createdAt),
    updated_at: iso(ticket.updatedAt),
  };
}
