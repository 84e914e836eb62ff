import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { IdParams } from '@/utils/schemas/knowledge';
import { createRef, deleteRef, findRef, updateRef, type RefResource } from './ref-resource';
import { ticketCountsFor } from './ticket-counts';

// `/ref/<kind>` and `/ref/<kind>/{id}` for any resource: reads for everyone signed in, writes for
// `manage-reference`. Each page file is one line: `export default refCollectionRoute(statusRef)`.

export function refCollectionRoute<V, C, P, Q>(resource: RefResource<V, C, P, Q>) {
  return apiRoute({
    GET: route({ query: resource.schemas.list, handle: async ({ query, user }) => ticketCountsFor(user, await resource.list(await getDb(), query)) }),
    POST: route({
      rateLimit: 'markdown-write',
      permission: 'manage-reference',
      body: resource.schemas.create,
      status: 201,
      handle: async ({ body }) => createRef(await getDb(), resource, body),
    }),
  });
}

export function refItemRoute<V, C, P, Q>(resource: RefResource<V, C, P, Q>) {
  return apiRoute({
    GET: route({ query: IdParams, handle: async ({ query, user }) => ticketCountsFor(user, await findRef(await getDb(), resource, query.id)) }),
    PATCH: route({
      rateLimit: 'markdown-write',
      permission: 'manage-reference',
      query: IdParams,
      body: resource.schemas.patch,
      handle: async ({ query, body }) => updateRef(await getDb(), resource, query.id, body),
    }),
    DELETE: route({
      permission: 'manage-reference',
      query: IdParams,
      handle: async ({ query }) => deleteRef(await getDb(), resource, query.id),
    }),
  });
}
