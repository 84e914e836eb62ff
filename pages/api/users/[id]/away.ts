import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { getAwayState, setAwayState } from '@/server/tickets/assignment/away-state';
import { AwayStateSchema } from '@/utils/schemas/assignment';
import { IdParams } from '@/utils/schemas/knowledge';

// set-away-state needs the target account, so the services check it (like deactivate-user).
export default apiRoute({
  GET: route({ query: IdParams, handle: async ({ user, query }) => getAwayState({ db: await getDb(), user, id: query.id }) }),
  PUT: route({ query: IdParams, body: AwayStateSchema, handle: async ({ user, query, body }) => setAwayState({ db: await getDb(), user, id: query.id, input: body }) }),
});
