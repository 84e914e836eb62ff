import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { markAttendance } from '@/server/webinars/attendance';
import { AttendanceSchema, WebinarParams } from '@/utils/schemas/webinars';

export default apiRoute({
  POST: route({
    query: WebinarParams,
    body: AttendanceSchema,
    handle: async ({ user, query, body }) => markAttendance({ db: await getDb(), user, id: query.id, userId: body.user_id }),
  }),
});
