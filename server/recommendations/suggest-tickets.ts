import { and, desc, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import { loadVisibleTicket } from '@/server/tickets/load-ticket';
import { statusRefOfTicket } from '@/server/tickets/ticket-view';
import type { TicketSuggestion } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { CANDIDATES_PER_SOURCE, candidateIds } from './candidates';
import { anyWordQuery } from './search-terms';

type Reader = Pick<Database, 'select'>;

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
 * still find tickets. Only the candidates of `candidateIds` are ranked: one statement, bounded
 * work whatever the number of published tickets (docs/performance.md).
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
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(CANDIDATES_PER_SOURCE);
  const score = sql<number>`ts_rank_cd(${tickets.searchVector}, ${query}, 32) + greatest(similarity(${tickets.title}, ${title}), word_similarity(${title}, ${tickets.title}))`.mapWith(Number);
  return db
    .select({ id: tickets.id, number: tickets.number, title: tickets.title, status: statusRefOfTicket, score })
    .from(tickets)
    .where(
      and(
        inArray(tickets.id, candidateIds(nearest, newestMatches)),
        or(sql`${tickets.searchVector} @@ ${query}`, sql`${tickets.title} % ${title}`, sql`${title} <% ${tickets.title}`),
      ),
    )
    .orderBy(desc(score), desc(tickets.id))
    .limit(limit);
}

/** `GET /tickets/{id}/recommendations`: published tickets like a ticket the user may see. */
export async function suggestTicketsFor({ db, user, ticketId, limit }: { db: Reader; user: SessionUser; ticketId: number; limit: number }): Promise<TicketSuggestion[]> {
  const ticket = await loadVisibleTicket({ db, user, id: ticketId });
  return suggestTickets({ db, title: ticket.title, limit, excludeId: ticket.id });
}
