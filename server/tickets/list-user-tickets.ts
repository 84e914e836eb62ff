import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketListItem } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { listTickets } from './list-tickets';
import type { TicketListFilters } from './ticket-filters';

/**
 * `GET /users/{id}/tickets`: the tickets that user asked, limited to what the caller may see
 * (another user's tickets only when published). Other filters work as on `GET /tickets`.
 */
export function listUserTickets({
  db,
  user,
  requesterId,
  query,
}: {
  db: Pick<Database, 'select'>;
  user: SessionUser;
  requesterId: number;
  query: TicketListFilters;
}): Promise<Paginated<TicketListItem>> {
  return listTickets({ db, user, query, scope: eq(tickets.requesterId, requesterId) });
}
