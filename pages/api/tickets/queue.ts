import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { getTicketQueue } from '@/server/tickets/ticket-queue';

export default apiRoute({
  GET: route({
    permission: 'see-ticket-queue',
    handle: async ({ user }) => getTicketQueue({ db: await getDb(), user }),
  }),
});
