import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { downloadOwnExport } from '@/server/privacy/export/download-export';
import { DataExportDownloadQuery } from '@/utils/schemas/data-export';

// The zip of a ready copy, once, for its owner, from the signed link (docs/privacy.md).
export default apiRoute({
  GET: route({
    permission: 'export-own-data',
    query: DataExportDownloadQuery,
    handle: async ({ user, query, res }) => downloadOwnExport({ db: await getDb(), userId: user.id, query, res }),
  }),
});
