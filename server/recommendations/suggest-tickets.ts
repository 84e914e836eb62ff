import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { status, tickets } from '@/server/db/schema';
import { loadVisibleTicket } from '@/server/tickets/load-ticket';
import type { TicketSuggestion } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { withBitmapPlan } from './bitmap-plan';
import { anyWordQuery } from './search-terms';

export interface SuggestTicketsOptions {
  db: Database;
  title: string;
  limit: number;
  /** Leave this ticket out (the one the suggestions are for). */
  excludeId?: number;
}

/**
 * Published tickets like the given title, best first. Every alternative of the match uses a GIN
 * index (full text on search_vector, gin_trgm_ops on title for `%` and `<%`); the score adds the full-text rank (normalised to 0..1)
 * to the closer of the two trigram measures, so typos and half-typed titles still find tickets.
 */
export async function suggestTickets({ db, title, limit, excludeId }: SuggestTicketsOptions): Promise<TicketSuggestion[]> {
  const query = anyWordQuery(title);
  const score = sql<number>`ts_rank_cd(${tickets.searchVector}, ${query}, 32) + greatest(similarity(${tickets.title}, ${title}), word_similarity(${title}, ${tickets.title}))`.mapWith(Number);
  return withBitmapPlan(db, (tx) =>
    tx
      .select({ id: tickets.id, number: tickets.number, title: tickets.title, status: { code: status.code, name: status.name, color: status.color }, score })
      .from(tickets)
      .innerJoin(status, eq(status.code, tickets.statusCode))
      .where(
        and(
          // `is true`, not `= true`: keeps the planner off the published partial index (see withBitmapPlan).
          sql`${tickets.isPublished} is true`,
          excludeId !== undefined ? ne(tickets.id, excludeId) : undefined,
          or(sql`${tickets.searchVector} @@ ${query}`, sql`${tickets.title} % ${title}`, sql`${title} <% ${tickets.title}`),
        ),
      )
      .orderBy(desc(score), desc(tickets.id))
      .limit(limit),
  );
}

/** `GET /tickets/{id}/recommendations`: published tickets like a ticket the user may see. */
export async function suggestTicketsFor({ db, user, ticketId, limit }: { db: Database; user: SessionUser; ticketId: number; limit: number }): Promise<TicketSuggestion[]> {
  const ticket = await loadVisibleTicket({ db, user, id: ticketId });
  return suggestTickets({ db, title: ticket.title, limit, excludeId: ticket.id });
}
