import { apiRoute, route } from '@/server/http/api-route';
import { requestMeta } from '@/server/comments/request-meta';
import { getDb } from '@/server/db';
import { listMessages } from '@/server/private-messages/list-messages';
import { sendMessage } from '@/server/private-messages/send-message';
import { PrivateMessageQuerySchema, PrivateMessageSchema } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({ query: PrivateMessageQuerySchema, handle: async ({ user, query }) => listMessages({ db: await getDb(), userId: user.id, query }) }),
  POST: route({
    rateLimit: 'private-message',
    body: PrivateMessageSchema,
    status: 201,
    handle: async ({ req, user, body }) => sendMessage({ db: await getDb(), user, input: body, meta: requestMeta(req) }),
  }),
});
