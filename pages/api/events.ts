import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { streamEvents } from '@/server/realtime/stream-events';
import { eventIdText, LiveEventsQuery } from '@/utils/schemas/realtime';

// Server-Sent Events (docs/realtime.md). The browser resends the last id it saw as a header when it reconnects.
export default apiRoute({
  GET: route({
    query: LiveEventsQuery,
    rateLimit: 'live-events',
    handle: async ({ req, res, user, query, log }) => {
      const header = req.headers['last-event-id'];
      const lastEventId = query.lastEventId ?? (typeof header === 'string' ? eventIdText.parse(header) : undefined);
      await streamEvents({ db: await getDb(), user, ticketIds: query.tickets ?? [], lastEventId, res, log });
    },
  }),
});
