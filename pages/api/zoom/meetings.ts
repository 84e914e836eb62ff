import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { listLiveMeetingsFor } from '@/server/meetings/live-meetings';

// The live meetings the person may join (server/meetings/live-meetings.ts): never another object's.
export default apiRoute({
  GET: route({ handle: async ({ user }) => listLiveMeetingsFor(await getDb(), user) }),
});
