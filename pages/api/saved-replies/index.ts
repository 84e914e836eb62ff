import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { createSavedReply, listSavedReplies } from '@/server/saved-replies/saved-replies';
import { SavedReplyQuerySchema, SavedReplySchema } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({
    permission: 'use-saved-replies',
    query: SavedReplyQuerySchema,
    handle: async ({ user, query }) => listSavedReplies({ db: await getDb(), userId: user.id, query }),
  }),
  POST: route({
    permission: 'use-saved-replies',
    body: SavedReplySchema,
    status: 201,
    handle: async ({ user, body }) => createSavedReply({ db: await getDb(), userId: user.id, input: body }),
  }),
});
