import { z } from 'zod';
import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { deleteNotification } from '@/server/notifications/delete-notification';
import { idParam } from '@/utils/schemas/common';

const NotificationParams = z.object({ id: idParam });

export default apiRoute({
  DELETE: route({ query: NotificationParams, handle: async ({ user, query }) => deleteNotification({ db: await getDb(), user, id: query.id }) }),
});
