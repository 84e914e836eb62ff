import { z } from 'zod';
import { apiRoute, publicRoute } from '@/server/http/api-route';
import { serveUpload } from '@/server/uploads/serve-upload';

// The pattern itself is checked by serveUpload (404, not 400: a wrong name is a missing file).
const UploadParams = z.object({ file: z.string() });

export default apiRoute({
  GET: publicRoute({
    query: UploadParams,
    handle: ({ query, res }) => serveUpload({ file: query.file, res }),
  }),
});
