import { apiRoute, route } from '@/server/http/api-route';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { MarkdownSchema } from '@/utils/schemas/tickets';

export default apiRoute({
  POST: route({
    body: MarkdownSchema,
    rateLimit: 'markdown-preview',
    handle: async ({ body }) => ({ html: await renderMarkdown(body.text) }),
  }),
});
