import { apiRoute, publicRoute } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listFaqGroups } from '@/server/faqs/list-faq-groups';
import { FaqPageQuerySchema } from '@/utils/schemas/knowledge';

// Public on purpose: the answers are general guidance, useful before signing in (docs/knowledge.md).
export default apiRoute({
  GET: publicRoute({ query: FaqPageQuerySchema, handle: async ({ query }) => listFaqGroups({ db: await getDb(), search: query.search }) }),
});
