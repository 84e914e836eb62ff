import { z } from 'zod';
import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { deleteNotification } from '@/server/notifications/delete-notification';
import { markNotificationRead } from '@/server/notifications/mark-notification-read';
import { idParam } from '@/utils/schemas/common';

const NotificationParams = z.object({ id: idParam });

export default apiRoute({
  PATCH: route({ query: NotificationParams, handle: async ({ user, query }) => markNotificationRead({ db: await getDb(), user, id: query.id }) }),
  DELETE: route({ query: NotificationParams, handle: async ({ user, query }) => deleteNotification({ db: await getDb(), user, id: query.id }) }),
});
