import { apiRoute, route } from '@/server/http/api-route';
import { receiveUpload } from '@/server/uploads/receive-upload';
import { storeUpload } from '@/server/uploads/store-upload';

// busboy reads the multipart stream itself; Next must not parse (or size-limit) it first.
export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    rateLimit: 'upload',
    status: 201,
    handle: async ({ req }) => storeUpload(await receiveUpload(req)),
  }),
});
