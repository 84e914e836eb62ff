import { z } from 'zod';
import { apiRoute, route } from '@/server/http/api-route';
import { statePurpose } from '@/server/privacy/read-context';
import { requestedNip } from '@/server/siasn/whose-record';
import { purposeText } from '@/utils/catalogue/read-purposes';
import { ReadPurposeInput } from '@/utils/schemas/privacy';

// The purpose of reading this record outside a ticket, once per session (docs/privacy.md); 204.
export default apiRoute({
  POST: route({
    permission: 'view-personnel-any',
    query: z.object({ nip: z.string() }),
    body: ReadPurposeInput,
    handle: async ({ req, user, query, body }) => {
      await statePurpose({ req, user, nip: requestedNip(query.nip), purpose: purposeText(body.reason, body.note) });
    },
  }),
});
