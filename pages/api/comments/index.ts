import { createComment } from '@/server/comments/create-comment';
import { requestMeta } from '@/server/comments/request-meta';
import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { StandaloneCommentSchema } from '@/utils/schemas/tickets';

export default apiRoute({
  POST: route({
    rateLimit: 'create-comment',
    body: StandaloneCommentSchema,
    status: 201,
    handle: async ({ req, user, body }) =>
      createComment({ db: await getDb(), user, ticketId: body.ticket_id, markdown: body.markdown, isInternal: body.is_internal, status: body.status, clientKey: body.client_key, meta: requestMeta(req) }),
  }),
});
