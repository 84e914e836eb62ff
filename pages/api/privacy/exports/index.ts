import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { latestOwnExport } from '@/server/privacy/export/export-status';
import { requestOwnExport } from '@/server/privacy/export/request-export';

// "Unduh data saya" (issue 33, docs/privacy.md): the caller's latest copy, and a new request.
export default apiRoute({
  GET: route({ permission: 'export-own-data', handle: async ({ user }) => latestOwnExport({ db: await getDb(), userId: user.id }) }),
  POST: route({ permission: 'export-own-data', rateLimit: 'data-export', status: 202, handle: async ({ user }) => requestOwnExport({ db: await getDb(), userId: user.id }) }),
});
