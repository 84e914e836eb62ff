import { getDb, type Database } from '@/server/db';
import { route } from '@/server/http/api-route';
import { receiveUpload } from '@/server/uploads/receive-upload';
import type { Permission } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';
import type { ReplaceCounts, SpreadsheetError } from '@/utils/schemas/spreadsheets';
import { refuseSpreadsheet } from './refuse';

type Replace = (input: { db: Database; bytes: Buffer; user: SessionUser }) => Promise<ReplaceCounts | { errors: SpreadsheetError[] }>;

/**
 * POST of a multipart xlsx (field `file`, at most 5 MB) that replaces a table: the counts, or 422
 * INVALID_SPREADSHEET with the row errors. The page also needs `config.api.bodyParser = false`.
 */
export const spreadsheetUploadRoute = (permission: Permission, replace: Replace) =>
  route({
    permission,
    rateLimit: 'upload',
    handle: async ({ req, res, user }) => {
      const file = await receiveUpload(req);
      const result = await replace({ db: await getDb(), bytes: file.bytes, user });
      return 'errors' in result ? refuseSpreadsheet(res, result.errors) : result;
    },
  });
