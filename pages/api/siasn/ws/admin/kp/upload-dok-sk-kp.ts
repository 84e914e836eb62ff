import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { SkKpFields, uploadSkKp } from '@/server/pipelines/sk-kp';
import { receiveUpload } from '@/server/uploads/receive-upload';

// busboy reads the multipart stream itself; Next must not parse (or size-limit) it first.
export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    permission: 'manage-personnel-pipelines',
    rateLimit: 'siasn-write',
    status: 201,
    handle: async ({ req, user }) => {
      const file = await receiveUpload(req);
      return uploadSkKp({ db: await getDb(), user, input: SkKpFields.parse(file.fields), file });
    },
  }),
});
