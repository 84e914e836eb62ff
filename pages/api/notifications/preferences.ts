import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { readNotificationPreferences, saveNotificationPreferences } from '@/server/notifications/preferences';
import { NotificationPreferencesInput } from '@/utils/schemas/notification-preferences';

const permission = 'manage-own-notification-preferences';

export default apiRoute({
  GET: route({ permission, handle: async ({ user }) => readNotificationPreferences({ db: await getDb(), user }) }),
  PUT: route({ permission, body: NotificationPreferencesInput, handle: async ({ user, body }) => saveNotificationPreferences({ db: await getDb(), user, input: body }) }),
});
