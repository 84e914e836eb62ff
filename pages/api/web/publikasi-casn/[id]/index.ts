import { readPublication } from '@/server/casn/publications';
import { apiRoute, publicRoute } from '@/server/http/api-route';
import { CasnIdQuery } from '@/utils/schemas/casn';

export default apiRoute({
  GET: publicRoute({ query: CasnIdQuery, handle: ({ query }) => readPublication(query) }),
});
