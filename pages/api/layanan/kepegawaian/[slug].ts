import { getDb } from '@/server/db';
import { apiRoute, publicRoute, route } from '@/server/http/api-route';
import { findServicePage } from '@/server/service-catalogue/service-page-view';
import { deleteServicePage, updateServicePage } from '@/server/service-catalogue/write-service-page';
import { ServicePageParams, ServicePagePatchSchema } from '@/utils/schemas/service-catalogue';

export default apiRoute({
  GET: publicRoute({ query: ServicePageParams, handle: async ({ user, query }) => findServicePage(await getDb(), user, query.slug) }),
  PATCH: route({
    rateLimit: 'markdown-write',
    permission: 'manage-service-catalogue',
    query: ServicePageParams,
    body: ServicePagePatchSchema,
    handle: async ({ user, query, body }) => updateServicePage({ db: await getDb(), user, slug: query.slug, input: body }),
  }),
  DELETE: route({ permission: 'manage-service-catalogue', query: ServicePageParams, handle: async ({ query }) => deleteServicePage({ db: await getDb(), slug: query.slug }) }),
});
