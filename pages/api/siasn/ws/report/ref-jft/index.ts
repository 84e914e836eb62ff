import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { listRefJft } from '@/server/ref-jft/list-ref-jft';
import { uploadRefJft } from '@/server/ref-jft/upload-ref-jft';
import { spreadsheetUploadRoute } from '@/server/spreadsheets/upload-route';
import { RefJftQuerySchema } from '@/utils/schemas/ref-jft';

// busboy reads the multipart upload itself; Next must not parse (or size-limit) it first.
export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ permission: 'view-personnel-reports', query: RefJftQuerySchema, handle: async ({ query }) => listRefJft(await getDb(), query) }),
  POST: spreadsheetUploadRoute('manage-personnel-reports', uploadRefJft),
});
