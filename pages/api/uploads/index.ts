import { z } from 'zod';
import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { UPLOAD_KIND_NAMES } from '@/server/uploads/detect-file-type';
import { receiveUpload } from '@/server/uploads/receive-upload';
import { storeUpload } from '@/server/uploads/store-upload';

// busboy reads the multipart stream itself; Next must not parse (or size-limit) it first.
export const config = { api: { bodyParser: false } };

// What the file is for decides which types it may have (server/uploads/detect-file-type.ts).
const UploadQuery = z.object({ kind: z.enum(UPLOAD_KIND_NAMES).default('image') });

export default apiRoute({
  POST: route({
    rateLimit: 'upload',
    status: 201,
    query: UploadQuery,
    handle: async ({ req, user, query }) => storeUpload(await receiveUpload(req), { db: await getDb(), ownerId: user.id, kind: query.kind }),
  }),
});
