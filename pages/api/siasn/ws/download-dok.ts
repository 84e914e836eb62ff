import { apiRoute, route } from '@/server/http/api-route';
import { DownloadQuery } from '@/server/siasn/writes/documents';
import { downloadDocument } from '@/server/siasn/writes/download';
import { ownNip, readableNip } from '@/server/siasn/whose-record';

export default apiRoute({
  GET: route({
    query: DownloadQuery,
    handle: async ({ user, query, res }) => {
      const nip = query.nip ? readableNip(user, query.nip) : ownNip(user);
      const document = await downloadDocument({ nip, filePath: query.filePath, actor: user.id });
      res.setHeader('Content-Type', document.contentType);
      res.setHeader('Content-Disposition', `${document.inline ? 'inline' : 'attachment'}; filename="${document.fileName}"`);
      res.setHeader('Content-Length', document.bytes.length);
      res.setHeader('Cache-Control', 'private, no-store');
      // The type comes from the bytes (download.ts); nosniff (the API headers) keeps the browser to it.
      res.status(200).end(document.bytes);
    },
  }),
});
