import { apiRoute, route } from '@/server/http/api-route';
import { requestMeta } from '@/server/comments/request-meta';
import { getDb } from '@/server/db';
import { getOwnProfile, updateOwnProfile } from '@/server/profiles/own-profile';
import { ProfilePatchSchema } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({ handle: async ({ user }) => getOwnProfile({ db: await getDb(), userId: user.id }) }),
  PATCH: route({
    body: ProfilePatchSchema,
    handle: async ({ req, user, body }) => updateOwnProfile({ db: await getDb(), userId: user.id, input: body, meta: requestMeta(req) }),
  }),
});
