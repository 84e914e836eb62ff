import { z } from 'zod';
import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { checkRecordHealth } from '@/server/siasn/record-health';
import { staffRead } from '@/server/privacy/record-read';
import { ReadContextQuery } from '@/server/privacy/read-context';
import { requestedNip } from '@/server/siasn/whose-record';

// Kesehatan data of any NIP, for staff; 400 INVALID_NIP for a malformed one.
const Params = ReadContextQuery.extend({ nip: z.string() });

export default apiRoute({
  GET: route({
    permission: 'view-personnel-any',
    query: Params,
    handle: ({ req, user, query }) => {
      const nip = requestedNip(query.nip);
      return staffRead({ req, user, nip, part: 'kesehatan-data', ticket: query.tiket }, async () => checkRecordHealth({ db: await getDb(), nip, actor: user.id }));
    },
  }),
});
