import { downloadAttachment } from '@/server/casn/publications';
import { sendDocument } from '@/server/siasn/writes/download';
import { apiRoute, publicRoute } from '@/server/http/api-route';
import { CasnIdQuery } from '@/utils/schemas/casn';

export default apiRoute({
  GET: publicRoute({
    query: CasnIdQuery,
    // Public announcements, always saved: a browser may keep a copy for the agency's cache time.
    handle: async ({ query, res }) => sendDocument(res, await downloadAttachment(query), { saveOnly: true, cacheControl: 'public, max-age=300' }),
  }),
});
