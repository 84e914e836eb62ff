import { and, desc, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { status, tickets } from '@/server/db/schema';
import { loadVisibleTicket } from '@/server/tickets/load-ticket';
import { jsonObject, scalar } from '@/server/tickets/ticket-view';
import type { StatusRef, TicketSuggestion } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { CANDIDATES_PER_SOURCE, candidateIds } from './candidates';
import { anyWordQuery } from './search-terms';

type Reader = Pick<Database, 'select'>;

/** `{ code, name, color }` of a status code, computed for the few suggestions only. */
const statusRef = (code: SQL | SQLWrapper) =>
  scalar<StatusRef>(sql`(select ${jsonObject([['code', status.code], ['name', status.name], ['color', status.color]])} from ${status} where ${status.code} = ${code})`);

export interface SuggestTicketsOptions {
  db: Reader;
  title: string;
  limit: number;
  /** Leave this ticket out (the one the suggestions are for). */
  excludeId?: number;
}

/**
 * Published tickets like the given title, best first. A ticket matches by full text (any of the
 * words, on title and description) or by trigrams (`%`, `<%`); the score adds the full-text rank
 * (normalised to 0..1) to the closer of the two trigram measures, so typos and half-typed titles
 * still find tickets; equal scores go to the newest. Only the candidates of `candidateIds` are
 * matched and scored: one statement, bounded work whatever the number of published tickets.
 * The match is computed in the select list of a fenced subquery (a `limit`), not in `where`:
 * PostgreSQL would otherwise estimate the trigram operators against its statistics at every
 * planning (~1.5 ms) and may test them on rows that are no candidates.
 */
export async function suggestTickets({ db, title, limit, excludeId }: SuggestTicketsOptions): Promise<TicketSuggestion[]> {
  const query = anyWordQuery(title);
  // The plain column (not `is true`) lets PostgreSQL use the partial indexes on published tickets.
  const published = and(sql`${tickets.isPublished}`, excludeId !== undefined ? ne(tickets.id, excludeId) : undefined);
  const nearest = db
    .select({ id: tickets.id })
    .from(tickets)
    .where(published)
    .orderBy(sql`${tickets.title} <->> ${title}`)
    .limit(CANDIDATES_PER_SOURCE);
  const newestMatches = db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(published, sql`${tickets.searchVector} @@ ${query}`))
    .orderBy(desc(tickets.id))
    .limit(CANDIDATES_PER_SOURCE);
  const scored = db
    .select({
      id: tickets.id,
      number: tickets.number,
      title: tickets.title,
      statusCode: tickets.statusCode,
      matched: sql<boolean>`${or(sql`${tickets.searchVector} @@ ${query}`, sql`${tickets.title} % ${title}`, sql`${title} <% ${tickets.title}`)}`.as('matched'),
      score: sql<number>`ts_rank_cd(${tickets.searchVector}, ${query}, 32) + greatest(similarity(${tickets.title}, ${title}), word_similarity(${title}, ${tickets.title}))`.as('score'),
    })
    .from(tickets)
    .where(inArray(tickets.id, candidateIds(nearest, newestMatches)))
    // Every candidate fits: the limit is only the fence (drizzle drops `offset 0`).
    .limit(2 * CANDIDATES_PER_SOURCE)
    .as('scored');
  const rows = await db
    .select({ id: scored.id, number: scored.number, title: scored.title, status: statusRef(scored.statusCode), score: scored.score })
    .from(scored)
    .where(sql`${scored.matched}`)
    .orderBy(desc(scored.score), desc(scored.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, score: Number(row.score) }));
}

/** `GET /tickets/{id}/recommendations`: published tickets like a ticket the user may see. */
export async function suggestTicketsFor({ db, user, ticketId, limit }: { db: Reader; user: SessionUser; ticketId: number; limit: number }): Promise<TicketSuggestion[]> {
  const ticket = await loadVisibleTicket({ db, user, id: ticketId });
  return suggestTickets({ db, title: ticket.title, limit, excludeId: ticket.id });
}
