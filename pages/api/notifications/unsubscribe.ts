import { getDb } from '@/server/db';
import { apiRoute, publicRoute } from '@/server/http/api-route';
import { readUnsubscribe, unsubscribe } from '@/server/notifications/unsubscribe';
import { UnsubscribeQuery } from '@/utils/schemas/notification-preferences';

// The List-Unsubscribe address of every notification mail (RFC 8058): no session, the signed token
// names the person and kind. GET only reads (mail scanners follow links); POST unsubscribes.
export default apiRoute({
  GET: publicRoute({ query: UnsubscribeQuery, handle: async ({ query }) => readUnsubscribe({ db: await getDb(), token: query.token }) }),
  POST: publicRoute({ query: UnsubscribeQuery, handle: async ({ query }) => unsubscribe({ db: await getDb(), token: query.token }) }),
});
