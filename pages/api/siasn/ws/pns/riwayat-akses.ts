import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { listOwnPersonalDataReads } from '@/server/privacy/list-own-reads';
import { PageQuery } from '@/utils/schemas/common';

// Riwayat akses data saya (issue 33, docs/privacy.md): staff views of the caller's own record.
export default apiRoute({
  GET: route({
    permission: 'view-own-data-reads',
    query: PageQuery,
    handle: async ({ user, query }) => listOwnPersonalDataReads({ db: await getDb(), user, query }),
  }),
});
