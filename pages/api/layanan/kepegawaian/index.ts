import { getDb } from '@/server/db';
import { apiRoute, publicRoute, route } from '@/server/http/api-route';
import { listServicePages } from '@/server/service-catalogue/list-service-pages';
import { createServicePage } from '@/server/service-catalogue/write-service-page';
import { ServicePageListQuery, ServicePageSchema } from '@/utils/schemas/service-catalogue';

// Public on purpose: visitors read the agency's services before signing in (docs/public-finance.md section 3).
export default apiRoute({
  GET: publicRoute({ query: ServicePageListQuery, handle: async ({ user, query }) => listServicePages({ db: await getDb(), user, query }) }),
  POST: route({
    rateLimit: 'markdown-write',
    permission: 'manage-service-catalogue',
    body: ServicePageSchema,
    status: 201,
    handle: async ({ user, body }) => createServicePage({ db: await getDb(), user, input: body }),
  }),
});
