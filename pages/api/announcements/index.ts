import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listAnnouncements } from '@/server/announcements/list-announcements';
import { createAnnouncement } from '@/server/announcements/write-announcement';
import { AnnouncementQuerySchema, AnnouncementSchema } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({ query: AnnouncementQuerySchema, handle: async ({ user, query }) => listAnnouncements({ db: await getDb(), user, query }) }),
  POST: route({
    rateLimit: 'markdown-write',
    permission: 'manage-announcements',
    body: AnnouncementSchema,
    status: 201,
    handle: async ({ user, body }) => createAnnouncement({ db: await getDb(), user, input: body }),
  }),
});
