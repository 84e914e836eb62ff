import { z } from 'zod';
import { apiRoute, route } from '@/server/http/api-route';
import { serveSection } from '@/server/siasn/serve-section';
import { staffRead } from '@/server/privacy/record-read';
import { ReadContextQuery } from '@/server/privacy/read-context';
import { requestedNip } from '@/server/siasn/whose-record';

// The NIP and section are checked by the services: 400 INVALID_NIP, 404 for an unknown section.
const Params = ReadContextQuery.extend({ nip: z.string(), section: z.string() });

export default apiRoute({
  GET: route({
    permission: 'view-personnel-any',
    query: Params,
    handle: ({ req, user, query, res }) => {
      const nip = requestedNip(query.nip);
      return staffRead({ req, user, nip, part: query.section, ticket: query.tiket }, () => serveSection({ nip, section: query.section, actor: user.id, res }));
    },
  }),
});
