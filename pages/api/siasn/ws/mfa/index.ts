import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { listMfa } from '@/server/mfa/list-mfa';
import { uploadMfa } from '@/server/mfa/upload-mfa';
import { spreadsheetUploadRoute } from '@/server/spreadsheets/upload-route';
import { MfaQuerySchema } from '@/utils/schemas/mfa';

// busboy reads the multipart upload itself; Next must not parse (or size-limit) it first.
export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ permission: 'view-personnel-reports', query: MfaQuerySchema, handle: async ({ query }) => listMfa(await getDb(), query) }),
  POST: spreadsheetUploadRoute('manage-personnel-reports', uploadMfa),
});
