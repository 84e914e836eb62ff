import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { submitUsulan } from '@/server/siasn/writes/usulan';
import { ownNip } from '@/server/siasn/whose-record';
import { receiveUpload } from '@/server/uploads/receive-upload';
import { UsulanFields } from '@/utils/schemas/siasn-usulan';

// busboy reads the multipart stream itself; Next must not parse (or size-limit) it first.
export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    rateLimit: 'upload',
    status: 201,
    handle: async ({ req, user }) => {
      const file = await receiveUpload(req);
      const fields = UsulanFields.parse(file.fields);
      return submitUsulan({ db: await getDb(), user, nip: ownNip(user), fields, file });
    },
  }),
});
