import { and, desc, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketSubscriptions, tickets } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketListItem } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { pageOfTickets } from './list-tickets';
import { visibleTicketsFor } from './load-ticket';

type Reader = Pick<Database, 'select'>;

/** `GET /tickets/subscribes`: tickets I follow and may still see, newest subscription first. */
export async function listSubscribedTickets({
  db,
  user,
  query,
}: {
  db: Reader;
  user: SessionUser;
  query: { page: number; limit: number };
}): Promise<Paginated<TicketListItem>> {
  const mine = sql`${ticketSubscriptions.ticketId} = ${tickets.id} and ${ticketSubscriptions.userId} = ${user.id}`;
  const subscribedAt = sql`(select ${ticketSubscriptions.createdAt} from ${ticketSubscriptions} where ${mine})`;
  return pageOfTickets({
    db,
    viewer: user,
    where: and(sql`exists (select 1 from ${ticketSubscriptions} where ${mine})`, visibleTicketsFor(user)),
    orderBy: [sql`${subscribedAt} desc`, desc(tickets.id)],
    page: query.page,
    limit: query.limit,
  });
}
