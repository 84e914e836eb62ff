import { editComment } from '@/server/comments/edit-comment';
import { removeComment } from '@/server/comments/remove-comment';
import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { CommentBodySchema, CommentParams } from '@/utils/schemas/tickets';

export default apiRoute({
  PATCH: route({
    rateLimit: 'markdown-write',
    query: CommentParams,
    body: CommentBodySchema,
    handle: async ({ user, query, body }) =>
      editComment({ db: await getDb(), user, ticketId: query.id, commentId: query.commentId, markdown: body.markdown }),
  }),
  DELETE: route({
    query: CommentParams,
    handle: async ({ user, query }) => removeComment({ db: await getDb(), user, ticketId: query.id, commentId: query.commentId }),
  }),
});
