import { listPublications } from '@/server/casn/publications';
import { apiRoute, publicRoute } from '@/server/http/api-route';
import { CasnListQuery } from '@/utils/schemas/casn';

export default apiRoute({
  GET: publicRoute({ query: CasnListQuery, handle: ({ query }) => listPublications(query) }),
});
