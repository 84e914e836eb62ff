import { getDb } from '@/server/db';
import { apiRoute, publicRoute } from '@/server/http/api-route';
import { readLanding } from '@/server/landing/read-landing';

export default apiRoute({
  GET: publicRoute({
    handle: async ({ res }) => {
      const landing = await readLanding({ db: await getDb() });
      // Browsers and proxies may keep it a minute; the server's own copy lives five.
      res.setHeader('Cache-Control', 'public, max-age=60');
      return landing;
    },
  }),
});
