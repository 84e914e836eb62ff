import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { endAllSessions } from '@/server/auth/end-sessions';
import { clientIp } from '@/server/http/client-ip';

// "Keluar dari semua perangkat": every session of the caller ends, this one included (204).
export default apiRoute({
  DELETE: route({
    permission: 'end-own-sessions',
    handle: async ({ user, req }) => endAllSessions(await getDb(), user.id, { ipAddress: clientIp(req), userAgent: req.headers['user-agent'] }),
  }),
});
