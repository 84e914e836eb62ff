import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { checkRecordHealth } from '@/server/siasn/record-health';
import { ownNip } from '@/server/siasn/whose-record';

// Kesehatan data of the own record, on the session's NIP (403 NO_NIP without one).
export default apiRoute({
  GET: route({ handle: async ({ user }) => checkRecordHealth({ db: await getDb(), nip: ownNip(user), actor: user.id }) }),
});
