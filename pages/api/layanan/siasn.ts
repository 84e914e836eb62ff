import { apiRoute, route } from '@/server/http/api-route';
import { staffRead } from '@/server/privacy/record-read';
import { ReadContextQuery } from '@/server/privacy/read-context';
import { listUsulan } from '@/server/siasn/writes/usulan';
import { ownNip, readableNip } from '@/server/siasn/whose-record';
import { UsulanListQuery } from '@/utils/schemas/siasn-usulan';

// Spec section 7: GET /layanan/siasn with jenis_layanan and nip (own NIP for users, any for staff,
// a staff read of that record: docs/privacy.md).
export default apiRoute({
  GET: route({
    query: UsulanListQuery.extend(ReadContextQuery.shape),
    handle: ({ req, user, query }) => {
      const nip = query.nip ? readableNip(user, query.nip) : ownNip(user);
      return staffRead({ req, user, nip, part: 'usulan', ticket: query.tiket }, () => listUsulan({ nip, actor: user.id, jenis: query.jenis_layanan }));
    },
  }),
});
