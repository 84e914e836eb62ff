import { z } from 'zod';
import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { listReference, syncReference } from '@/server/siasn/references';

// The list name is checked by the service (404 for one the portal does not copy).
const Name = z.object({ name: z.string() });
const ListQuery = Name.extend({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export default apiRoute({
  GET: route({ query: ListQuery, handle: async ({ user, query }) => listReference({ db: await getDb(), ...query, actor: user.id }) }),
  PUT: route({
    permission: 'sync-personnel-reference',
    query: Name,
    handle: async ({ user, query }) => syncReference({ db: await getDb(), name: query.name, actor: user.id }),
  }),
});
