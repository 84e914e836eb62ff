import { z } from 'zod';
import { apiRoute, route } from '@/server/http/api-route';
import { serveSection } from '@/server/siasn/serve-section';
import { recordedRead } from '@/server/privacy/record-read';
import { requestedNip } from '@/server/siasn/whose-record';

// The NIP and section are checked by the services: 400 INVALID_NIP, 404 for an unknown section.
const Params = z.object({ nip: z.string(), section: z.string() });

export default apiRoute({
  GET: route({
    permission: 'view-personnel-any',
    query: Params,
    handle: ({ user, query, res }) => {
      const nip = requestedNip(query.nip);
      return serveSection({ nip, section: query.section, actor: user.id, res }).then(recordedRead(user, nip, query.section));
    },
  }),
});
