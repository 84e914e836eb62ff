import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { setAssignmentMode } from '@/server/tickets/assignment/assignment-mode';
import { AssignmentModeSchema } from '@/utils/schemas/assignment';
import { IdParams } from '@/utils/schemas/knowledge';

export default apiRoute({
  PUT: route({
    permission: 'set-assignment-mode',
    query: IdParams,
    body: AssignmentModeSchema,
    handle: async ({ query, body }) => setAssignmentMode({ db: await getDb(), id: query.id, mode: body.mode }),
  }),
});
