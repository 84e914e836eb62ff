import { downloadAttachment } from '@/server/casn/publications';
import { apiRoute, publicRoute } from '@/server/http/api-route';
import { CasnIdQuery } from '@/utils/schemas/casn';

export default apiRoute({
  GET: publicRoute({
    query: CasnIdQuery,
    handle: async ({ query, res }) => {
      const file = await downloadAttachment(query);
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
      res.setHeader('Content-Length', file.bytes.length);
      // Public announcements: a browser may keep a copy for the agency's cache time.
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.status(200).end(file.bytes);
    },
  }),
});
