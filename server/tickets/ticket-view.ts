import { inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { builtOnce } from '@/server/db/built-once';
import type { Database } from '@/server/db/client';
import { selectNamed } from '@/server/db/named-statements';
import { categories, priorities, status, subCategories, ticketComments, ticketReads, tickets, users } from '@/server/db/schema';
import { commentsVisibleTo, type Viewer } from './comment-visibility';
import { dueAtOfTicket } from './ticket-due';

type Reader = Pick<Database, 'select'>;

// List items (and the detail) leave PostgreSQL as the API's JSON: one value per statement that
// Node only parses. Measured on the benchmark (docs/performance.md): a 7-table join was planned
// in ~2 ms on every request, more than it took to run, and mapping 20-50 rows field by field
// through the ORM cost more Node CPU than the rest of the request. The references are scalar
// subqueries on primary or unique keys, which plan in a fraction of that.

/**
 * Nests SQL one level down: drizzle strips the table from the top-level columns of a selected
 * SQL field when the select has no join, which would make `"id"` ambiguous in a subquery.
 */
export const scalar = <T>(query: SQL) => sql<T>`${query}`;

export type JsonField = [key: string, value: SQL | AnyPgColumn];

/** `json_build_object('key', value, ...)`; keys are fixed names, never request data. */
export function jsonObject(fields: JsonField[]): SQL {
  return sql`json_build_object(${sql.join(
    fields.map(([key, value]) => sql`${sql.raw(`'${key.replace(/'/g, "''")}'`)}, ${value}`),
    sql`, `,
  )})`;
}

/** A timestamp as `Date#toISOString()` writes it (UTC, milliseconds, `Z`); null stays null. */
export const isoOf = (column: AnyPgColumn | SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `{ id, name, username, image, current_role }` of the user with this id, or null. */
export const userSummaryOf = (id: AnyPgColumn) =>
  sql`(select ${jsonObject([
    ['id', users.id],
    ['name', users.name],
    ['username', users.username],
    ['image', users.image],
    ['current_role', users.currentRole],
  ])} from ${users} where ${users.id} = ${id})`;

/** `{ code, name, color }` of a ticket's status. */
const statusRefOfTicket = sql`(select ${jsonObject([
  ['code', status.code],
  ['name', status.name],
  ['color', status.color],
])} from ${status} where ${status.code} = ${tickets.statusCode})`;

const priorityRef = sql`(select ${jsonObject([
  ['code', priorities.code],
  ['name', priorities.name],
  ['color', priorities.color],
])} from ${priorities} where ${priorities.code} = ${tickets.priorityCode})`;

const subCategoryRef = sql`(select ${jsonObject([
  ['id', subCategories.id],
  ['name', subCategories.name],
  ['duration_target_hours', subCategories.durationTargetHours],
  ['category', jsonObject([['id', categories.id], ['name', categories.name]])],
])} from ${subCategories} inner join ${categories} on ${categories.id} = ${subCategories.categoryId} where ${subCategories.id} = ${tickets.subCategoryId})`;

/**
 * The reader's id inside the list and detail statements: a column of the one-row relation
 * `readerRelation(viewer)` they join, so that their projections hold no request data and are
 * built once per variant (`builtOnce`).
 */
export const readerId = sql.raw('"reader"."id"');
export const readerRelation = (viewer: Viewer) => sql`(select ${viewer.id}::integer as id) as "reader"`;

/** What changes a projection besides the reader's id: whether they see internal notes. */
export const notesVariant = (viewer: Viewer) => (commentsVisibleTo(viewer) ? 'public' : 'internal');

/**
 * Whether someone other than the reader commented after the reader last opened the ticket (any
 * such comment counts when they never opened it). Per listed row: the read is a primary-key
 * lookup, the comments a walk of ticket_comments_ticket_created_idx from that time on.
 */
const unreadFor = (viewer: Viewer) => {
  const lastRead = sql`(select ${ticketReads.lastReadAt} from ${ticketReads} where ${ticketReads.userId} = ${readerId} and ${ticketReads.ticketId} = ${tickets.id})`;
  const visible = commentsVisibleTo(viewer) ?? sql`true`;
  return sql`exists (select 1 from ${ticketComments} where ${ticketComments.ticketId} = ${tickets.id} and ${ticketComments.createdAt} > coalesce(${lastRead}, '-infinity') and ${ticketComments.userId} <> ${readerId} and ${visible})`;
};

/**
 * A `TicketListItem` as the viewer sees it, field by field, in the API's order. Not `tickets.*`:
 * no description, no search vector. Needs `readerRelation` in the statement.
 */
export const ticketListItemFields = (viewer: Viewer): JsonField[] => [
  ['id', tickets.id],
  ['number', tickets.number],
  ['title', tickets.title],
  ['status', statusRefOfTicket],
  ['priority', priorityRef],
  ['sub_category', subCategoryRef],
  ['requester', userSummaryOf(tickets.requesterId)],
  ['assignee', userSummaryOf(tickets.assigneeId)],
  ['requester_id', tickets.requesterId],
  ['assignee_id', tickets.assigneeId],
  ['is_published', tickets.isPublished],
  ['is_locked', tickets.isLocked],
  ['is_pinned', tickets.isPinned],
  ['total_comments', tickets.totalComments],
  ['unread', unreadFor(viewer)],
  ['due_at', isoOf(dueAtOfTicket)],
  ['created_at', isoOf(tickets.createdAt)],
  ['updated_at', isoOf(tickets.updatedAt)],
];

export interface TicketPageQuery {
  where: SQL | undefined;
  /** The page's order. */
  orderBy: SQL[];
  /** The order of the walk that finds the page's ids, when it is the reverse one (the page before a row). */
  walkOrderBy?: SQL[];
  limit: number;
  offset: number;
  /** `json_build_array` of a row's sort keys and id (`sortKeyValues`): the page's first and last ones are returned. */
  keysOf?: SQL;
}

export interface TicketPageText {
  /** The items as PostgreSQL's JSON text. */
  items: string;
  size: number;
  /** The first and last rows' `keysOf` as JSON text, when asked and the page has rows. */
  firstKeys: string | null;
  lastKeys: string | null;
}

/**
 * A page of list items in one statement, ids first: the inner select has nothing but `tickets`
 * in it, so PostgreSQL walks the index that matches the sort (index only for the non-text
 * filters) and stops after `offset + limit` entries; only those rows are read in full and turned
 * into JSON, in the same order. Joining first made it sort all 100k joined rows. Returned as
 * PostgreSQL's JSON text: the API sends it on without parsing and serialising it again.
 */
export async function selectTicketPageText(db: Reader, viewer: Viewer, page: TicketPageQuery): Promise<TicketPageText> {
  const order = sql.join(page.orderBy, sql`, `);
  const items = scalar<string>(sql`coalesce(json_agg(${listItemJson(viewer)} order by ${order}), '[]'::json)::text`);
  const keysAt = (end: number) => scalar<string | null>(page.keysOf ? sql`(json_agg(${page.keysOf} order by ${order}) -> ${sql.raw(String(end))})::text` : sql`null::text`);
  const fields = { items, size: sql<number>`count(1)::integer`, firstKeys: keysAt(0), lastKeys: keysAt(-1) };
  const query = db
    .select(fields)
    .from(sql`${tickets} cross join ${readerRelation(viewer)}`)
    .where(inArray(tickets.id, selectTicketPageIds(db, { ...page, orderBy: page.walkOrderBy ?? page.orderBy })));
  const [row] = await selectNamed(db, query, PAGE_FIELDS);
  return row ?? { items: '[]', size: 0, firstKeys: null, lastKeys: null };
}

const PAGE_FIELDS = ['items', 'size', 'firstKeys', 'lastKeys'] as const;

const listItemJson = builtOnce(notesVariant, (viewer: Viewer) => jsonObject(ticketListItemFields(viewer)));

/** The ids of one page, in order: the part of `selectTicketPage` that the indexes serve. */
export function selectTicketPageIds(db: Reader, { where, orderBy, limit, offset }: TicketPageQuery) {
  return db.select({ id: tickets.id }).from(tickets).where(where).orderBy(...orderBy).limit(limitInText(limit)).offset(offset);
}

/**
 * The page size written into the statement's text instead of being sent as a parameter. With
 * `limit $n` PostgreSQL's generic plan has to assume a tenth of the table, costs far more than
 * a plan made for 20 rows and is never chosen: the named statement was planned again on every
 * request (~0.4 ms of the list's ~1 ms of database CPU on the benchmark). With the number in the
 * text the generic plan is the 20-row one and is kept. A size is 1-100 (the query schema), so a
 * list shape has at most 100 texts. drizzle writes any SQL object given as the limit; its type
 * only names a placeholder.
 */
function limitInText(limit: number): Placeholder {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`page size ${limit}`);
  return sql.raw(String(limit)) as unknown as Placeholder;
}
