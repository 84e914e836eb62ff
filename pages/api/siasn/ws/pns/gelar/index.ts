import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { gelarState } from '@/server/siasn/writes/gelar';
import { ownNip } from '@/server/siasn/whose-record';

export default apiRoute({
  GET: route({ handle: async ({ user }) => gelarState({ db: await getDb(), nip: ownNip(user), actor: user.id }) }),
});
