import { z } from 'zod';
import { apiRoute, route } from '@/server/http/api-route';
import { serveSection } from '@/server/siasn/serve-section';
import { ownNip } from '@/server/siasn/whose-record';

// The section name is checked by the service (404 for one it does not know).
const Params = z.object({ section: z.string() });

export default apiRoute({
  GET: route({ query: Params, handle: ({ user, query, res }) => serveSection({ nip: ownNip(user), section: query.section, actor: user.id, res }) }),
});
