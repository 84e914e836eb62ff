import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { deleteSavedReply, updateSavedReply } from '@/server/saved-replies/saved-replies';
import { IdParams, SavedReplyPatchSchema } from '@/utils/schemas/knowledge';

export default apiRoute({
  PATCH: route({
    permission: 'use-saved-replies',
    query: IdParams,
    body: SavedReplyPatchSchema,
    handle: async ({ user, query, body }) => updateSavedReply({ db: await getDb(), userId: user.id, id: query.id, input: body }),
  }),
  DELETE: route({
    permission: 'use-saved-replies',
    query: IdParams,
    handle: async ({ user, query }) => deleteSavedReply({ db: await getDb(), userId: user.id, id: query.id }),
  }),
});
