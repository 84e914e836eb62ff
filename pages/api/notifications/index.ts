import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listNotifications } from '@/server/notifications/list-notifications';
import { markNotificationsRead } from '@/server/notifications/mark-notifications-read';
import { NotificationQuerySchema } from '@/utils/schemas/tickets';

export default apiRoute({
  GET: route({ query: NotificationQuerySchema, handle: async ({ user, query }) => listNotifications({ db: await getDb(), user, query }) }),
  PUT: route({ handle: async ({ user }) => markNotificationsRead({ db: await getDb(), user }) }),
});
