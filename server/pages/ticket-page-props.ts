import { ticketKeys } from '@/hooks/query-keys';
import { getTicketDetailText } from '@/server/tickets/get-ticket-detail';
import { listTicketsText } from '@/server/tickets/list-tickets';
import { readTicketListParams } from '@/utils/query/url-params';
import { TicketIdParams } from '@/utils/schemas/tickets';
import { prefetchedPageProps } from './prefetched-page-props';

/** /tickets: the page of the list its URL asks for, read as the browser reads that URL. */
export const ticketListPageProps = prefetchedPageProps(async ({ ctx, user, db }) => {
  const filters = readTicketListParams(ctx.query);
  return [[ticketKeys.list(filters), await listTicketsText({ db, user, query: filters })]];
});

/** /tickets/[id]: the ticket with its conversation (an id the API refuses is left to the page). */
export const ticketDetailPageProps = prefetchedPageProps(async ({ ctx, user, db }) => {
  const params = TicketIdParams.safeParse(ctx.params ?? {});
  if (!params.success) return [];
  return [[ticketKeys.detail(params.data.id), await getTicketDetailText({ db, user, id: params.data.id })]];
});
