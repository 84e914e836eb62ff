import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { categories, priorities, status, subCategories, tickets, users } from '@/server/db/schema';
import type { UserSummary } from '@/utils/schemas/common';
import type { PriorityRef, StatusRef, SubCategoryRef, TicketListItem } from '@/utils/schemas/tickets';
import { iso } from './user-summary';

type Reader = Pick<Database, 'select'>;

// The references of a list item come from scalar subqueries that build the API's JSON shape, not
// from a 7-table join: PostgreSQL plans such a join in ~2 ms on every request (EXPLAIN on the
// benchmark machine, warm session), more than executing it, while the subqueries plan in ~0.3 ms
// and each reads one row through a primary or unique key (docs/performance.md).

const userSummary = (id: typeof tickets.requesterId | typeof tickets.assigneeId) =>
  sql`(select json_build_object('id', ${users.id}, 'name', ${users.name}, 'username', ${users.username}, 'image', ${users.image}, 'current_role', ${users.currentRole})
    from ${users} where ${users.id} = ${id})`;

/** `{ code, name, color }` of a ticket's status, for any select from `tickets`. */
export const statusRefOfTicket = sql<StatusRef>`(select json_build_object('code', ${status.code}, 'name', ${status.name}, 'color', ${status.color})
  from ${status} where ${status.code} = ${tickets.statusCode})`;

const priorityRef = sql<PriorityRef | null>`(select json_build_object('code', ${priorities.code}, 'name', ${priorities.name}, 'color', ${priorities.color})
  from ${priorities} where ${priorities.code} = ${tickets.priorityCode})`;

const subCategoryRef = sql<SubCategoryRef | null>`(select json_build_object('id', ${subCategories.id}, 'name', ${subCategories.name},
    'duration_target_hours', ${subCategories.durationTargetHours}, 'category', json_build_object('id', ${categories.id}, 'name', ${categories.name}))
  from ${subCategories} inner join ${categories} on ${categories.id} = ${subCategories.categoryId} where ${subCategories.id} = ${tickets.subCategoryId})`;

/**
 * The columns a list item shows. Not `tickets.*`: the row also holds the description (markdown
 * and HTML) and the `search_vector`, several times the size of what a list needs.
 */
const listItemColumns = {
  id: tickets.id,
  number: tickets.number,
  title: tickets.title,
  requesterId: tickets.requesterId,
  assigneeId: tickets.assigneeId,
  isPublished: tickets.isPublished,
  isLocked: tickets.isLocked,
  isPinned: tickets.isPinned,
  totalComments: tickets.totalComments,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  status: statusRefOfTicket,
  priority: priorityRef,
  subCategory: subCategoryRef,
  requester: sql<UserSummary>`${userSummary(tickets.requesterId)}`,
  assignee: sql<UserSummary | null>`${userSummary(tickets.assigneeId)}`,
};

/** List rows (one statement, no joins); callers add where/order/limit. */
export function selectTicketRows(db: Reader) {
  return db.select(listItemColumns).from(tickets).$dynamic();
}

/** One ticket for its detail page: a list item, its description and lifecycle, and whether `subscribed` holds. */
export function selectTicketDetailRow(db: Reader, { subscribed }: { subscribed: SQL<boolean> }) {
  return db
    .select({
      ...listItemColumns,
      descriptionMarkdown: tickets.descriptionMarkdown,
      descriptionHtml: tickets.descriptionHtml,
      publishedAt: tickets.publishedAt,
      startWorkAt: tickets.startWorkAt,
      completedAt: tickets.completedAt,
      totalReminders: tickets.totalReminders,
      stars: tickets.stars,
      requesterComment: tickets.requesterComment,
      subscribed,
    })
    .from(tickets)
    .$dynamic();
}

export interface TicketPageQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * A page of list rows in one statement, ids first: the inner select has nothing but `tickets`
 * in it, so PostgreSQL walks the index that matches the sort (index only for the non-text
 * filters) and stops after `offset + limit` entries; only those rows are read in full. Joining
 * first made it sort all 100k joined rows (docs/performance.md).
 */
export function selectTicketPage(db: Reader, page: TicketPageQuery) {
  return selectTicketRows(db)
    .where(inArray(tickets.id, selectTicketPageIds(db, page)))
    .orderBy(...page.orderBy);
}

/** The ids of one page, in order: the part of `selectTicketPage` that the indexes serve. */
export function selectTicketPageIds(db: Reader, { where, orderBy, limit, offset }: TicketPageQuery) {
  return db.select({ id: tickets.id }).from(tickets).where(where).orderBy(...orderBy).limit(limit).offset(offset);
}

/**
 * Sort key for `sort=priority`: highest priority first, tickets without one last. A scalar
 * subquery like the references, so it works inside the page-of-ids select.
 */
export const prioritySortKey = sql`(select ${priorities.sortOrder} from ${priorities} where ${priorities.code} = ${tickets.priorityCode}) desc nulls last`;

type ListRow = Awaited<ReturnType<typeof selectTicketRows>>[number];

export function toTicketListItem(row: ListRow): TicketListItem {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    status: row.status,
    priority: row.priority,
    sub_category: row.subCategory,
    requester: row.requester,
    assignee: row.assignee,
    requester_id: row.requesterId,
    assignee_id: row.assigneeId,
    is_published: row.isPublished,
    is_locked: row.isLocked,
    is_pinned: row.isPinned,
    total_comments: row.totalComments,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
