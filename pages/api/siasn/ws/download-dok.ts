import { apiRoute, route } from '@/server/http/api-route';
import { staffRead } from '@/server/privacy/record-read';
import { ReadContextQuery } from '@/server/privacy/read-context';
import { DownloadQuery } from '@/server/siasn/writes/documents';
import { downloadDocument, sendDocument } from '@/server/siasn/writes/download';
import { ownNip, readableNip } from '@/server/siasn/whose-record';

// Another person's document is a staff read like a section (docs/privacy.md): purpose first, recorded once sent.
export default apiRoute({
  GET: route({
    query: DownloadQuery.extend(ReadContextQuery.shape),
    handle: async ({ req, user, query, res }) => {
      const nip = query.nip ? readableNip(user, query.nip) : ownNip(user);
      const document = await staffRead({ req, user, nip, part: 'dokumen', ticket: query.tiket }, () => downloadDocument({ nip, filePath: query.filePath, actor: user.id }));
      sendDocument(res, document);
    },
  }),
});
