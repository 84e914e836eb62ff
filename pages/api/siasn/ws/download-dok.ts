import { apiRoute, route } from '@/server/http/api-route';
import { DownloadQuery } from '@/server/siasn/writes/documents';
import { downloadDocument, sendDocument } from '@/server/siasn/writes/download';
import { ownNip, readableNip } from '@/server/siasn/whose-record';

export default apiRoute({
  GET: route({
    query: DownloadQuery,
    handle: async ({ user, query, res }) => {
      const nip = query.nip ? readableNip(user, query.nip) : ownNip(user);
      sendDocument(res, await downloadDocument({ nip, filePath: query.filePath, actor: user.id }));
    },
  }),
});
