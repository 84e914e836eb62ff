import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { builtOnce } from '@/server/db/built-once';
import type { Database } from '@/server/db/client';
import { selectNamed } from '@/server/db/named-statements';
import { ticketComments, ticketListItems, ticketReads, tickets, users } from '@/server/db/schema';
import { commentsVisibleTo, type Viewer } from './comment-visibility';

type Reader = Pick<Database, 'select'>;

// List items (and the detail) leave PostgreSQL as the API's JSON: one value per statement that
// Node sends on as it is. Measured on the benchmark (docs/performance.md): a 7-table join was
// planned in ~2 ms on every request, more than it took to run, and mapping 20-50 rows field by
// field through the ORM cost more Node CPU than the rest of the request. Since issue 34 a list
// item's JSON is stored (`ticket_list_items`, migration 0032): building it per request from five
// lookups was most of the list's database CPU.

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
 * Whether someone other than the reader commented after the reader last opened the ticket whose
 * id is `ticketId` (any such comment counts when they never opened it), as the JSON text `true`
 * or `false`. Per listed row: the read is a primary-key lookup, the comments a walk of
 * ticket_comments_ticket_created_idx from that time on.
 */
export const unreadText = (viewer: Viewer, ticketId: SQL | AnyPgColumn) => {
  const lastRead = sql`(select ${ticketReads.lastReadAt} from ${ticketReads} where ${ticketReads.userId} = ${readerId} and ${ticketReads.ticketId} = ${ticketId})`;
  const visible = commentsVisibleTo(viewer) ?? sql`true`;
  return sql`case when exists (select 1 from ${ticketComments} where ${ticketComments.ticketId} = ${ticketId} and ${ticketComments.createdAt} > coalesce(${lastRead}, '-infinity') and ${ticketComments.userId} <> ${readerId} and ${visible}) then 'true' else 'false' end`;
};

/**
 * A `TicketListItem` as the viewer sees it, as JSON text: the read model's row (`ticket_list_items`,
 * kept by database triggers in the same transaction as every write it embeds) around the reader's
 * `unread` flag. Needs `readerRelation` and `ticket_list_items` in the statement.
 */
const listItemText = (viewer: Viewer, ticketId: SQL | AnyPgColumn) => sql`${ticketListItems.head} || ${unreadText(viewer, ticketId)} || ${ticketListItems.tail}`;

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
 * filters) and stops after `offset + limit` entries, numbering them in the walk's order; only
 * those rows' read-model items are read, by primary key, and joined into the page's JSON array
 * in that order (the separator is `json_agg`'s, so the text is what it built before). Returned as
 * PostgreSQL's text: the API sends it on without parsing and serialising it again.
 */
export async function selectTicketPageText(db: Reader, viewer: Viewer, page: TicketPageQuery): Promise<TicketPageText> {
  const reversed = page.walkOrderBy !== undefined;
  const keysAt = (first: boolean) => scalar<string | null>(sql`(array_agg(${pageKeys} order by ${pageRow} ${sql.raw(first === reversed ? 'desc' : 'asc')}))[1]`);
  const fields = { items: scalar<string>(pageItems({ viewer, reversed })), size: sql<number>`count(1)::integer`, firstKeys: keysAt(true), lastKeys: keysAt(false) };
  const ids = selectTicketPageIds(db, { ...page, orderBy: page.walkOrderBy ?? page.orderBy });
  const query = db
    .select(fields)
    .from(sql`${ids} as "page" inner join ${ticketListItems} on ${ticketListItems.ticketId} = ${pageId} cross join ${readerRelation(viewer)}`);
  const [row] = await selectNamed(db, query, PAGE_FIELDS);
  return row ?? { items: '[]', size: 0, firstKeys: null, lastKeys: null };
}

const PAGE_FIELDS = ['items', 'size', 'firstKeys', 'lastKeys'] as const;

// The columns of the page's ids (`selectTicketPageIds`) in the statement around it.
const pageId = sql.raw('"page"."id"');
const pageRow = sql.raw('"page"."row"');
const pageKeys = sql.raw('"page"."keys"');

const pageItems = builtOnce(
  ({ viewer, reversed }: { viewer: Viewer; reversed: boolean }) => `${notesVariant(viewer)}:${reversed}`,
  ({ viewer, reversed }) => sql`'[' || coalesce(string_agg(${listItemText(viewer, pageId)}, ', ' order by ${pageRow} ${sql.raw(reversed ? 'desc' : 'asc')}), '') || ']'`,
);

/**
 * The ids of one page in the walk's order: the part of `selectTicketPageText` that the indexes
 * serve. Each with its place in the walk (`row`) and, when asked, its sort keys as JSON text.
 */
export function selectTicketPageIds(db: Reader, { where, orderBy, limit, offset, keysOf }: TicketPageQuery) {
  return db
    .select({
      id: tickets.id,
      row: sql<number>`row_number() over (order by ${sql.join(orderBy, sql`, `)})`.as('row'),
      keys: sql<string | null>`${keysOf ?? sql`null`}::text`.as('keys'),
    })
    .from(tickets)
    .where(where)
    .orderBy(...orderBy)
    .limit(limitInText(limit))
    .offset(offset);
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
