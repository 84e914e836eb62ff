import { and, eq, sql } from 'drizzle-orm';
import { builtOnce } from '@/server/db/built-once';
import type { Database } from '@/server/db/client';
import { selectNamed } from '@/server/db/named-statements';
import { ticketComments, ticketHistories, ticketListItems, ticketSubscriptions, tickets, users } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { JsonText } from '@/server/http/json-text';
import { NIP_PATTERN } from '@/utils/catalogue/personnel-sections';
import { can } from '@/utils/permissions';
import type { TicketDetail } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { commentsJson } from './comment-view';
import { commentsVisibleTo } from './comment-visibility';
import { visibleTicketsFor } from './load-ticket';
import { isoOf, jsonObject, notesVariant, readerId, readerRelation, scalar, unreadText, userSummaryOf, type JsonField } from './ticket-view';

type Reader = Pick<Database, 'select'>;

// The requester panel (components/siasn) reads the requester's SIASN record by this NIP; only a
// well-formed NIP is handed out (non-ASN accounts carry other employee numbers).
const requesterNip = sql`(select case when ${users.employeeNumber} ~ ${NIP_PATTERN.source} then ${users.employeeNumber} end from ${users} where ${users.id} = ${tickets.requesterId})`;

const historiesOfTicket = sql`(select coalesce(json_agg(${jsonObject([
  ['id', ticketHistories.id],
  ['user', userSummaryOf(ticketHistories.userId)],
  ['field', ticketHistories.field],
  ['from_value', ticketHistories.fromValue],
  ['to_value', ticketHistories.toValue],
  ['created_at', isoOf(ticketHistories.createdAt)],
])} order by ${ticketHistories.createdAt}, ${ticketHistories.id}), '[]'::json)
  from ${ticketHistories} where ${ticketHistories.ticketId} = ${tickets.id})`;

// The merged ticket's target, by a self-join on the id it points to (always visible: same requester).
const mergedInto = sql`(select json_build_object('id', m.id, 'number', m.number) from ${tickets} m where m.id = ${tickets.mergedIntoId})`;

const subscribed = sql`exists (select 1 from ${ticketSubscriptions} where ${ticketSubscriptions.ticketId} = ${tickets.id} and ${ticketSubscriptions.userId} = ${readerId})`;

/**
 * The detail's JSON as the user sees it; the same text for everyone with the same rights (`builtOnce`):
 * the list item from the read model (`ticket_list_items`, its closing brace left off), then the
 * detail's own fields (`json_build_object`'s text after its opening brace).
 */
const detailText = builtOnce(
  (user: SessionUser) => `${notesVariant(user)}:${can(user, 'view-personnel-any')}`,
  (user) => sql`${ticketListItems.head} || ${unreadText(user, tickets.id)} || left(${ticketListItems.tail}, -1) || ', ' || substr(${jsonObject([
    ['description_markdown', tickets.descriptionMarkdown],
    ['description_html', tickets.descriptionHtml],
    ['published_at', isoOf(tickets.publishedAt)],
    ['start_work_at', isoOf(tickets.startWorkAt)],
    ['completed_at', isoOf(tickets.completedAt)],
    ['total_reminders', tickets.totalReminders],
    ['stars', tickets.stars],
    ['requester_comment', tickets.requesterComment],
    ['feedback_public', tickets.feedbackPublic],
    ['feedback_name', tickets.feedbackName],
    ['is_subscribed', subscribed],
    ['merged_into', mergedInto],
    ['comments', commentsJson(and(eq(ticketComments.ticketId, tickets.id), commentsVisibleTo(user)))],
    ['histories', historiesOfTicket],
    ...(can(user, 'view-personnel-any') ? [['requester_nip', requesterNip] satisfies JsonField] : []),
  ])}::text, 2)`,
);

/**
 * A ticket as its page shows it, in one statement whatever the number of comments, reactions and
 * history rows: PostgreSQL builds the whole answer as JSON (the list item, description and
 * lifecycle, the viewer's subscription, comments with authors and grouped reactions, histories
 * with their users). No row when the ticket is not visible: 404, and its comments are never read.
 */
export async function getTicketDetail(options: TicketDetailOptions): Promise<TicketDetail> {
  return JSON.parse((await getTicketDetailText(options)).text) as TicketDetail;
}

export interface TicketDetailOptions {
  db: Reader;
  user: SessionUser;
  id: number;
}

/** `getTicketDetail` as the JSON text the API sends: PostgreSQL's own text, passed on without a parse. */
export async function getTicketDetailText({ db, user, id }: TicketDetailOptions): Promise<JsonText<TicketDetail>> {
  const query = db
    .select({ detail: scalar<string>(detailText(user)) })
    .from(sql`${tickets} inner join ${ticketListItems} on ${ticketListItems.ticketId} = ${tickets.id} cross join ${readerRelation(user)}`)
    .where(and(eq(tickets.id, id), visibleTicketsFor(user)));
  const [row] = await selectNamed(db, query, ['detail']);
  if (!row) throw notFound('Tiket tidak ditemukan');
  return new JsonText(row.detail);
}
