import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { deleteAnnouncement, getAnnouncement, updateAnnouncement } from '@/server/announcements/write-announcement';
import { AnnouncementPatchSchema, IdParams } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({ query: IdParams, handle: async ({ user, query }) => getAnnouncement({ db: await getDb(), user, id: query.id }) }),
  PATCH: route({
    rateLimit: 'markdown-write',
    permission: 'manage-announcements',
    query: IdParams,
    body: AnnouncementPatchSchema,
    handle: async ({ query, body }) => updateAnnouncement({ db: await getDb(), id: query.id, input: body }),
  }),
  DELETE: route({
    permission: 'manage-announcements',
    query: IdParams,
    handle: async ({ query }) => deleteAnnouncement({ db: await getDb(), id: query.id }),
  }),
});
