import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { getSessionUser } from '@/server/http/session';
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
      // A session ended or a role changed meanwhile ends the stream at its next heartbeat (the
      // browser reconnects with the topics its role now allows, or gets 401).
      const stillSignedIn = async () => {
        const now = await getSessionUser(req);
        return now?.id === user.id && now.current_role === user.current_role;
      };
      await streamEvents({ db: await getDb(), user, ticketIds: query.tickets ?? [], jobs: query.jobs, lastEventId, res, log, stillSignedIn });
    },
  }),
});
