import { z } from 'zod';
import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { markMessageRead, readMessage } from '@/server/private-messages/read-message';
import { IdParams } from '@/utils/schemas/knowledge';

const MarkReadBody = z.object({ read: z.literal(true) });

export default apiRoute({
  GET: route({ query: IdParams, handle: async ({ user, query }) => readMessage({ db: await getDb(), userId: user.id, id: query.id }) }),
  PATCH: route({ query: IdParams, body: MarkReadBody, handle: async ({ user, query }) => markMessageRead({ db: await getDb(), userId: user.id, id: query.id }) }),
});
