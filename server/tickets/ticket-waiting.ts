import { sql, type SQL } from 'drizzle-orm';
import { ticketComments, tickets } from '@/server/db/schema';

// "Menunggu pemohon" (issue 31): someone answered and the requester has not written since. Read
// from the ticket's newest public comment, walking ticket_comments_ticket_created_idx backwards.

const lastPublicAuthor = sql`(select ${ticketComments.userId} from ${ticketComments} where ${ticketComments.ticketId} = ${tickets.id} and not ${ticketComments.isInternal} order by ${ticketComments.createdAt} desc, ${ticketComments.id} desc limit 1)`;
const requesterTurn = sql`coalesce(${lastPublicAuthor} <> ${tickets.requesterId}, false)`;

/** `waiting=true`: the newest public comment is not the requester's; `false`: there is none, or it is theirs. */
export function waitingFilter(waiting: boolean): SQL {
  return waiting ? requesterTurn : sql`not ${requesterTurn}`;
}
