import { z } from 'zod';
import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { checkRecordHealth } from '@/server/siasn/record-health';
import { recordedRead } from '@/server/privacy/record-read';
import { requestedNip } from '@/server/siasn/whose-record';

// Kesehatan data of any NIP, for staff; 400 INVALID_NIP for a malformed one.
const Params = z.object({ nip: z.string() });

export default apiRoute({
  GET: route({
    permission: 'view-personnel-any',
    query: Params,
    handle: async ({ user, query }) => {
      const nip = requestedNip(query.nip);
      return checkRecordHealth({ db: await getDb(), nip, actor: user.id }).then(recordedRead(user, nip, 'kesehatan-data'));
    },
  }),
});
