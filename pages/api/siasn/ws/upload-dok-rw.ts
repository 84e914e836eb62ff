import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { UploadDocumentFields, uploadRecordDocument } from '@/server/siasn/writes/documents';
import { ownNip, requestedNip } from '@/server/siasn/whose-record';
import { receiveUpload } from '@/server/uploads/receive-upload';

// busboy reads the multipart stream itself; Next must not parse (or size-limit) it first.
export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    rateLimit: 'siasn-write',
    status: 201,
    handle: async ({ req, user }) => {
      const file = await receiveUpload(req);
      const input = UploadDocumentFields.parse(file.fields);
      const nip = input.nip ? requestedNip(input.nip) : ownNip(user);
      return uploadRecordDocument({ db: await getDb(), user, nip, input, file });
    },
  }),
});
