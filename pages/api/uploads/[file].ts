import { z } from 'zod';
import { getDb } from '@/server/db';
import { apiRoute, publicRoute, route } from '@/server/http/api-route';
import { deleteUpload } from '@/server/uploads/delete-upload';
import { serveUpload } from '@/server/uploads/serve-upload';

// The pattern itself is checked by the services (404, not 400: a wrong name is a missing file).
const UploadParams = z.object({ file: z.string() });

export default apiRoute({
  GET: publicRoute({
    query: UploadParams,
    handle: ({ query, res }) => serveUpload({ file: query.file, res }),
  }),
  DELETE: route({ query: UploadParams, handle: async ({ user, query }) => deleteUpload({ db: await getDb(), user, file: query.file }) }),
});
